// The English catalogues of the public pages (../namespaces.ts lists them), built into one file.
export default import.meta.glob<Record<string, string>>(
  '../locales/en/{common,home,hours,restaurants,reviews,claims,search,reservations,errors}.json',
  { eager: true, import: 'default' },
);

// The other English catalogues (owner, admin, account and content pages), built into one file.
export default import.meta.glob<Record<string, string>>(
  [
    '../locales/en/*.json',
    '!../locales/en/{common,home,hours,restaurants,reviews,claims,search,reservations,errors}.json',
  ],
  { eager: true, import: 'default' },
);

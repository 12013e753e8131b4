/** The Khmer font files' built addresses, for preloading (vite.config.ts). */
declare module 'virtual:spey-fonts' {
  const files: string[];
  export default files;
}

/** The catalogue files' built addresses by `<language>-<core|more>`, for preloading (vite.config.ts). */
declare module 'virtual:spey-catalogues' {
  const files: Record<string, string>;
  export default files;
}

/** The Khmer font files' built addresses, for preloading (vite.config.ts). */
declare module 'virtual:spey-fonts' {
  const files: string[];
  export default files;
}

/** The pictures' manifest, which the build's plugin makes for the server code (scripts/site/vite/pictures.ts). */
declare module 'virtual:image-manifest' {
  const manifest: import('#src/images/imageFor.ts').ImageManifest
  export default manifest
}

/** The pictures' manifest, which the build's plugin makes for the server code (scripts/build/vite/pictures.ts). */
declare module 'virtual:image-manifest' {
  const manifest: import('@/images/imageFor').ImageManifest
  export default manifest
}

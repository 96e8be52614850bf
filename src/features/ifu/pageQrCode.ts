/**
 * The QR code of an IFU document page's own address, an SVG the build writes beside the page
 * (scripts/site/emitters/siteEmitters.ts), for a label designer to put on a label: "/ifu/steripaper/de/qr.svg".
 */
export const qrCodePath = (pagePath: string): string => `${pagePath}qr.svg`

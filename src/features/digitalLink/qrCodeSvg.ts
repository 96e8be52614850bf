/**
 * A QR code for a label, as an SVG: the address of a GTIN's Digital Link (the resolver serves it)
 * or of an IFU document page (the build writes it). A quiet zone of 4 modules, as ISO/IEC 18004
 * asks, and error correction level M, as GS1's guidance for Digital Link QR codes uses.
 */
import { renderSVG } from 'uqr'

const QR_OPTIONS = { ecc: 'M', border: 4 } as const

export const qrCodeSvg = (text: string): string => renderSVG(text, QR_OPTIONS)

import QRCode from "qrcode";

/**
 * The tracking link as a QR code image (an SVG data URL, which the page's image policy allows),
 * so the customer can scan the printed job card. Made with `qrcode`, a long-kept library, rather
 * than by hand: QR encoding (Reed–Solomon, masks) is a solved problem.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * Rules for product photos (spec §5 'Image upload', §9): which files the shop takes, how many and
 * how large. The browser checks them before sending a byte over a slow network; the server checks
 * them again, because a browser can be made to send anything.
 */
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10_000_000;
/**
 * A photo's width times height. 40 megapixels is more than a phone's camera takes, and decoding
 * one holds 160 MB; a small file can claim far more (a 16000 × 16000 PNG of one colour is a few
 * kilobytes), so the pixels are counted before any is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What the file pickers offer; the server judges the content, never the name or the type. */
export const IMAGE_FILE_ACCEPT =
  "image/jpeg,image/png,image/gif,image/webp,.jpg,.jpeg,.png,.gif,.webp";
export const IMAGE_URL_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"] as const;

export type ImageFormat = "jpeg" | "png" | "gif" | "webp";

/** How many leading bytes `detectImageFormat` needs to tell every accepted format apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * The format a file really has, judged by its first bytes (its "magic number"), or undefined for
 * anything else: an SVG, a PDF or an executable renamed to .jpg is not an image the shop takes.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "GIF87a" or "GIF89a"
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    return bytes[5] === 0x61 ? "gif" : undefined;
  }
  // "RIFF", four bytes of length, then "WEBP"
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return "webp";
  }
  return undefined;
}

const megabytes = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

const NAME_SHOWN_MAX = 80;
/** A file name as messages quote it: a phone may hand over names far longer than a line. */
function quoted(name: string): string {
  return `"${name.length > NAME_SHOWN_MAX ? `${name.slice(0, NAME_SHOWN_MAX - 1)}…` : name}"`;
}

/** The refusals, each naming the file, so the owner knows which photo to pick again. */
export const imageRefusal = {
  notAnImage: (name: string) => `${quoted(name)} is not a JPG, PNG, GIF or WebP image`,
  tooLarge: (name: string, bytes: number) =>
    `${quoted(name)} is too large (${megabytes.format(bytes / 1_000_000)} MB): each image may be at most 10 MB`,
  tooManyPixels: (name: string, pixels: number) =>
    `${quoted(name)}: the image is too large (${megabytes.format(pixels / 1_000_000)} megapixels; at most ${MAX_IMAGE_PIXELS / 1_000_000})`,
  unreadable: (name: string) => `${quoted(name)} could not be read as an image; it may be damaged`,
  tooMany: (names: readonly string[]) =>
    `A product can have at most ${MAX_PRODUCT_IMAGES} images, so ${names.map(quoted).join(", ")} ${names.length === 1 ? "was" : "were"} not added`,
  tooManyInRequest: (count: number) =>
    `${count} files were sent at once; at most ${MAX_PRODUCT_IMAGES} images can be uploaded together`,
  noFile: "Choose an image file to upload",
  badUrl:
    "Enter an image address starting with http:// or https:// and ending in .jpg, .jpeg, .png, .gif or .webp",
} as const;

/** Checks made before reading a file's content: only its size. */
export function sizeRefusal(file: { name: string; size: number }): string | undefined {
  return file.size > MAX_IMAGE_BYTES ? imageRefusal.tooLarge(file.name, file.size) : undefined;
}

/**
 * An image address the shop may keep as a reference instead of a stored copy: http(s) and a path
 * ending in an accepted image type. The server never fetches it; the customer's browser does.
 */
export function isImageUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const extension = /\.([a-z]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return (IMAGE_URL_EXTENSIONS as readonly string[]).includes(extension ?? "");
}

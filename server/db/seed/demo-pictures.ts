/**
 * The demo catalogue's pictures, encoded when the shop is built (`npm run build` writes them into
 * the build folder), so a new shop's first start stores 216 ready WebP files instead of encoding
 * them: seconds of CPU on an idle 2-core machine, far more on a busy one, before the shop answers.
 * Each picture is found by the hash of its SVG, so art changed since the build, or a shop run
 * without a build (`npm run dev`), is drawn at start as before.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from "../../../domain/product-image";
import type { ImageStorage } from "../../storage/image-storage";
import { demoCatalogue, type DemoProduct } from "./demo-catalogue";
import { productArtSvg } from "./product-art";
import type { DemoImages } from "./seed";

/** Inside the build folder (BUILD_DIR), beside the pages. */
export const DEMO_PICTURES_FOLDER = "demo-pictures";

function svgsOf(demo: DemoProduct): Buffer[] {
  return demo.art.views.map((view) =>
    Buffer.from(productArtSvg(demo.art.kind, view, demo.art.palette)),
  );
}

const keyOf = (svg: Buffer) => createHash("sha256").update(svg).digest("hex").slice(0, 32);
const fileOf = (folder: string, key: string, width: ProductImageWidth) =>
  path.join(folder, `${key}-${width}.webp`);

/**
 * Encodes every demo picture at every width into `buildDir/demo-pictures`, with the encoder the
 * shop's image worker uses. Pictures already there are kept (their names are their art's hash).
 */
export async function encodeDemoPictures(
  buildDir: string,
  encode: (svg: Buffer) => Promise<Record<ProductImageWidth, Uint8Array>>,
  products: readonly DemoProduct[] = demoCatalogue,
): Promise<number> {
  const folder = path.join(buildDir, DEMO_PICTURES_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  let encoded = 0;
  for (const svg of products.flatMap(svgsOf)) {
    const key = keyOf(svg);
    if (PRODUCT_IMAGE_WIDTHS.every((width) => fs.existsSync(fileOf(folder, key, width)))) continue;
    const widths = await encode(svg);
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      fs.writeFileSync(fileOf(folder, key, width), widths[width]);
    }
    encoded += 1;
  }
  return encoded;
}

/** The widths encoded at build time for this SVG, or undefined if the build lacks any of them. */
async function prebuilt(
  folder: string,
  svg: Buffer,
): Promise<Map<ProductImageWidth, Buffer> | undefined> {
  const key = keyOf(svg);
  try {
    return new Map(
      await Promise.all(
        PRODUCT_IMAGE_WIDTHS.map(
          async (width) => [width, await fs.promises.readFile(fileOf(folder, key, width))] as const,
        ),
      ),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Stores each demo picture from the build when it is there, else draws it. */
export function demoImagesFromBuild(buildDir: string, storage: ImageStorage): DemoImages {
  const folder = path.join(buildDir, DEMO_PICTURES_FOLDER);
  return (demo) =>
    Promise.all(
      svgsOf(demo).map(async (svg) => {
        const widths = await prebuilt(folder, svg);
        return widths ? storage.saveEncodedProductImage(widths) : storage.saveProductImage(svg);
      }),
    );
}

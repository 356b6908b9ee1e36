import { Carousel } from "./carousel";
import {
  CAROUSEL_CONFIG_ELEMENT_ID,
  carouselConfigJson,
  type CarouselConfig,
} from "./carousel-config";
import { useEmbeddedCarouselConfig } from "./use-embedded-carousel-config";

/**
 * The server writes the configuration into the page as JSON; the browser draws the carousels only
 * from what it reads back there, so what the visitor sees is exactly what the page carries.
 */
export function Carousels({ config }: { config: CarouselConfig }) {
  const { scriptRef, config: shown } = useEmbeddedCarouselConfig();
  return (
    <>
      <script
        ref={scriptRef}
        type="application/json"
        id={CAROUSEL_CONFIG_ELEMENT_ID}
        dangerouslySetInnerHTML={{ __html: carouselConfigJson(config) }}
      />
      {shown && (
        <div className="bg-slate-50">
          <div className="mx-auto max-w-5xl space-y-14 px-4 py-14">
            {shown.carousels.map((carousel) => (
              <Carousel key={carousel.id} carousel={carousel} />
            ))}
          </div>
        </div>
      )}
    </>
  );
}

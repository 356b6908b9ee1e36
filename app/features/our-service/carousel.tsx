import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { writtenLang } from "../../../domain/locale";
import { ApplianceIcon } from "./appliance-icon";
import type { CarouselSettings } from "./carousel-config";
import { m } from "../../i18n/messages";
import { cardStyle } from "../../components/ui/card";

function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * A row of slides the visitor scrolls or swipes, snapping to each slide; the buttons move one slide
 * at a time. It never moves by itself, so nobody has to chase text that slides away.
 */
export function Carousel({ carousel }: { carousel: CarouselSettings }) {
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const updateEnds = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setAtStart(element.scrollLeft <= 1);
    setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
  }, []);

  useEffect(() => {
    updateEnds();
    window.addEventListener("resize", updateEnds);
    return () => window.removeEventListener("resize", updateEnds);
  }, [updateEnds]);

  function show(direction: "previous" | "next") {
    const element = track.current;
    if (!element) return;
    const slides = Array.from(element.children) as HTMLElement[];
    // Slides are positioned against the track, so offsetLeft is the scroll position that shows them.
    const target =
      direction === "next"
        ? slides.find((slide) => slide.offsetLeft > element.scrollLeft + 1)
        : slides.findLast((slide) => slide.offsetLeft < element.scrollLeft - 1);
    element.scrollTo({ left: target?.offsetLeft ?? 0, behavior: scrollBehaviour() });
  }

  const headingId = `${carousel.id}-heading`;
  const trackId = `${carousel.id}-slides`;
  const buttonClass =
    "flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <section
      id={carousel.id}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="scroll-mt-20"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {carousel.heading}
        </h2>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            aria-label={m.svc_carousel_previous()}
            aria-controls={trackId}
            disabled={atStart}
            onClick={() => show("previous")}
            className={buttonClass}
          >
            <ChevronLeft aria-hidden size={20} />
          </button>
          <button
            type="button"
            aria-label={m.svc_carousel_next()}
            aria-controls={trackId}
            disabled={atEnd}
            onClick={() => show("next")}
            className={buttonClass}
          >
            <ChevronRight aria-hidden size={20} />
          </button>
        </div>
      </div>
      <ul
        ref={track}
        id={trackId}
        tabIndex={0}
        aria-label={m.svc_carousel_slides({
          heading: carousel.heading,
          count: carousel.slides.length,
        })}
        onScroll={updateEnds}
        className="relative mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        {carousel.slides.map((slide) => (
          <li
            key={slide.title}
            className={`${cardStyle} flex w-[85%] shrink-0 snap-start flex-col p-5 shadow-sm sm:w-[calc(50%-0.5rem)] lg:w-[calc((100%-2rem)/3)]`}
          >
            <ApplianceIcon appliance={slide.appliance} className="text-brand-600" />
            <h3 className="mt-3 font-semibold">{slide.title}</h3>
            <p lang={writtenLang(slide.text)} className="mt-2 flex-1 text-sm text-slate-700">
              {slide.text}
            </p>
            <p className="mt-4 text-sm font-medium text-slate-600">{slide.byline}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useEffect, useRef, useState } from "react";
import {
  INVALID_CAROUSEL_CONFIG,
  readCarouselConfig,
  type CarouselConfig,
} from "./carousel-config";

/**
 * Reads the configuration the server embedded in the page, through the ref of its script element.
 * Until it has been read, and for good if it is broken, there is nothing to show: the rest of the
 * page does not depend on it.
 */
export function useEmbeddedCarouselConfig() {
  const scriptRef = useRef<HTMLScriptElement>(null);
  const [config, setConfig] = useState<CarouselConfig | null>(null);
  useEffect(() => {
    const reading = readCarouselConfig(scriptRef.current?.textContent);
    if (reading.valid) setConfig(reading.config);
    else console.error(`${INVALID_CAROUSEL_CONFIG}: ${reading.problem}`);
  }, []);
  return { scriptRef, config };
}

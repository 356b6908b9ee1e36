import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element is on screen; true until the browser says otherwise, so the server's HTML
 * shows none of the bars that stand in for an element while it is off screen.
 */
export function useOnScreen(target: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/** The About Us tabs of /our-service, in order (apart from the page's texts, so no zod ships). */
export const ABOUT_TABS = ["tv", "refrigerator", "ac"] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

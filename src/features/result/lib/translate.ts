/** A `t` bound to the page language, taking `namespace:key` (so pure helpers can be tested with real words). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

// jsdom lacks a few browser APIs that Headless UI's anchoring and the kit's measuring use.
// Installed once, only where a DOM exists; imported by a11y.ts, which every component test uses.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverShim });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverShim });
  }
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}

// jsdom lacks a few browser APIs Mantine uses; these stand-ins are enough for components to render.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded page's chunk is compiled on first import: on a loaded 2-core machine that alone can pass Testing
// Library's default second, so findBy/waitFor wait up to 5 s (they still return as soon as the element shows).
configure({ asyncUtilTimeout: 5_000 });

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Mantine's autosizing textarea re-measures when web fonts load; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

// Vitest runs without globals here, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Shared set-up for the widget tests (each file runs under `// @vitest-environment happy-dom`).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addUiMessages } from '../../src/ui/i18n/all';

addUiMessages();

// Headless UI measures and animates; happy-dom lacks a few of the APIs it probes.
const g = globalThis as unknown as Record<string, unknown>;
if (typeof g.ResizeObserver === 'undefined') {
  g.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element !== 'undefined' && !('getAnimations' in Element.prototype)) {
  (Element.prototype as unknown as { getAnimations: () => Animation[] }).getAnimations = () => [];
}
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
// React's act() warnings need this flag under a non-jsdom environment.
(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  document.documentElement.className = '';
});

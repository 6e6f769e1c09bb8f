import { definePlugin } from '@lonna/core';

/** Development only: the widget gallery at /dev/widgets (Playwright exercises every widget there). */
export const devPlugin = definePlugin({
  id: 'dev',
  version: '0.1.0',
  core: '^1.0.0',
  title: 'ui.gallery.title',
  routes: [
    {
      name: 'WidgetGallery',
      path: '/dev/widgets',
      access: { public: true },
      standalone: true,
      page: () => import('@lonna/core/ui').then((m) => ({ default: m.WidgetGallery })),
    },
  ],
});

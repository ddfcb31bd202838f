// The light build's entry (light.html, built on Preact by vite.light.config.ts): the landing pages only, so that
// a beneficiary's phone downloads and runs as little as possible before the first question.

import { createLightRoutes } from './app/light-routes';
import { startApp } from './app/start';

void startApp(createLightRoutes);

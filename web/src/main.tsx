// The entry point is one of the two files outside app/ that compose it (the lint rule guards everything else).

import { createRoutes } from './app/router';
import { startApp } from './app/start';

void startApp(createRoutes);

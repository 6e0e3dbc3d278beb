import type { Route } from './platform/rpc.ts';
import { accessRoutes } from './modules/access/access.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { awaitingAreaRoutes } from './modules/awaitingAreas/awaitingAreas.routes.ts';
import { commonFilesRoutes } from './modules/commonFiles/commonFiles.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { organizesRoutes } from './modules/organizes/organizes.routes.ts';
import { paymentConfigurationRoutes } from './modules/paymentConfiguration/paymentConfiguration.routes.ts';
import { quickNavigationRoutes } from './modules/quickNavigation/quickNavigation.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { userConfigurationRoutes } from './modules/userConfiguration/userConfiguration.routes.ts';
import { userMessagesRoutes } from './modules/userMessages/userMessages.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

/** Every module's routes; app.ts checks that each contract call has exactly one. */
export const ROUTES: readonly Route[] = [
  ...accessRoutes,
  ...accountRoutes,
  ...commonFilesRoutes,
  ...filesRoutes,
  ...organizesRoutes,
  ...paymentConfigurationRoutes,
  ...quickNavigationRoutes,
  ...rolesRoutes,
  ...sitesRoutes,
  ...templatesRoutes,
  ...userConfigurationRoutes,
  ...userMessagesRoutes,
  ...usersRoutes,
  // Calls whose area is not built yet answer "not available yet" (see the list); an area that lands takes its calls out.
  ...awaitingAreaRoutes,
];

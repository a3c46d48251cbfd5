export { abandonedCartAdminRoutes } from "./admin-routes.ts";
export { basketReminderContent } from "./reminder-email.ts";
export { claimReminder, type DueCart, dueForReminder } from "./reminder-repo.ts";
export { restoredCartOf } from "./restore-token.ts";
export { abandonedCartRoutes } from "./routes.ts";

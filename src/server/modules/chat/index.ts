export { chatRoutes } from "./routes.ts";
export { ChatService, createChatBus } from "./service.ts";

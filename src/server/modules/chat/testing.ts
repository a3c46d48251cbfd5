export { chatUrl, connectAdmin, connectChat, connectShopper } from "./test-client.ts";

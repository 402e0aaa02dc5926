import { prepareTestTemplate } from "./testing.js";

export default async function setup(): Promise<void> {
  await prepareTestTemplate();
}

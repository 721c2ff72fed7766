// The intake's three pages in one module, so the routes carry one lazy import between them.
export { NotSentPage } from "./NotSentPage";
export { PrivacyPage } from "./PrivacyPage";
export { SentPage } from "./SentPage";

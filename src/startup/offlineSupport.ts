import type { AnyRouter } from "@tanstack/react-router";
import { mountLoadNotices } from "../components/ui/LoadNotices";
import { guardNavigation } from "./navigationGuard";
import { handOverBeforeNavigation, startServiceWorker } from "./serviceWorker";

/**
 * What keeps the site working offline and across deployments: the notices that say what could not
 * be loaded, the navigation guard and the service worker (README, "Offline and installable"). The entry loads this module once the page is idle, so
 * it is not part of any page's first load; it marks `<html data-offline-support>` when installed.
 */
export function installOfflineSupport(router: AnyRouter): void {
  mountLoadNotices();
  guardNavigation(router, handOverBeforeNavigation);
  startServiceWorker();
  document.documentElement.dataset.offlineSupport = "";
}

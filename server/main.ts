/**
 * The one process (issue 33): the prerendered site and the lead intake under /api/, the delivery
 * worker and the daily retention purge. `npm run serve` (scripts/serve.mjs) runs main();
 * `npm start` builds first.
 */
import type { FastifyInstance } from "fastify";
import { createApp, type SiteHandler } from "./app";
import { loadConfig } from "./config";
import { migrate, openDb } from "./db";
import { purgeOlderThan } from "./store";
import { startWorker, type Worker } from "./worker";

const DAY_MS = 86_400_000;

/**
 * `createSiteHandler`: scripts/serve.mjs hands its own in (importing it back from here, while that
 * module is still running its top-level await, would wait on itself).
 */
export async function main(
  argv: string[] = process.argv.slice(2),
  createSiteHandler?: (options: { publicDir: string; floor: boolean }) => SiteHandler,
): Promise<FastifyInstance> {
  const config = loadConfig();
  const portArg = argv.indexOf("--port");
  if (portArg > -1) config.port = Number(argv[portArg + 1]);
  const intake = openDb(config);
  await migrate(intake.db);
  let worker: Worker | null = null;
  const siteHandler =
    createSiteHandler && config.siteDir
      ? createSiteHandler({ publicDir: config.siteDir, floor: config.floor })
      : undefined;
  const app = await createApp(config, {
    intake,
    onStored: () => worker?.nudge(),
    ...(siteHandler ? { siteHandler } : {}),
  });
  worker = startWorker(intake, config, (error) =>
    app.log.error({ err: { message: String(error) } }, "delivery"),
  );
  const purge = async () => {
    try {
      const removed = await purgeOlderThan(intake, config.retentionDays);
      if (removed > 0) app.log.info({ removed }, "retention purge");
    } catch (error) {
      app.log.error({ err: { message: String(error) } }, "retention purge");
    }
  };
  const purgeTimer = setInterval(purge, DAY_MS);
  purgeTimer.unref();
  app.addHook("onClose", async () => {
    clearInterval(purgeTimer);
    await worker?.stop();
    await intake.close();
  });
  await app.listen({ port: config.port, host: config.host });
  await purge();
  const where = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
  app.log.info(
    { db: config.databaseUrl ? "postgres" : "sqlite", site: Boolean(config.siteDir) },
    `Serving the site and the lead intake at ${where}${config.floor ? " (with ?__floor pages, for the bench)" : ""}`,
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  return app;
}

import type { JobHandler } from '../worker';

/**
 * Job event.publish: hands an outbox event to the event sink. There is no analytics service yet, so the sink is the
 * structured log (one line per event, with its outbox id for de-duplication downstream).
 */
export const publishEvent: JobHandler = async (payload, { log }) => {
  log.info({ event: payload }, 'event published');
};

import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin';
import { serveEndpoint } from '../../http/serve-endpoint';
import { answerExchange, chatActionsState, requestExchange, sendResume } from './chat-exchanges';
import { interviewCalendar } from './interview-calendar';
import { actOnInterview, seekerBanEnd } from './interview-changes';
import { listInterviews, readMemberInterview } from './interview-records';
import { interviewRedDot, markInterviewsSeen } from './interview-red-dot';
import { reportInterview } from './interview-reports';
import { inviteToInterview } from './invite-to-interview';
import { answerOffer, listOffers, sendOffer } from './offers';

/**
 * Interviews, offers and chat exchanges (spec §4), both sides. Every change goes through its
 * record's machine in @talkhire/machines; the handlers only say who acts and with what.
 */
export async function chatActionsRoutes(app: FastifyInstance) {
  const { db, bus, outbox, config } = app.services;
  const api = endpoints.interviews;
  const services = { db, bus };

  serveEndpoint(app, api.redDot, ({ viewer }) => interviewRedDot(db, viewer.userId));
  serveEndpoint(app, api.markSeen, ({ viewer }) => markInterviewsSeen(db, viewer.userId));
  serveEndpoint(app, api.list, ({ viewer, query }) =>
    listInterviews(db, { jobseekerId: viewer.userId }, query),
  );
  serveEndpoint(app, api.ban, async ({ viewer }) => {
    const end = await seekerBanEnd(db, viewer.userId);
    return { banned_until: end !== null && end > Date.now() ? new Date(end).toISOString() : null };
  });
  serveEndpoint(app, api.detail, ({ viewer, params }) => readMemberInterview(db, params.id, viewer));
  serveEndpoint(app, api.calendar, async ({ viewer, params }, request, reply) => {
    const interview = await readMemberInterview(db, params.id, viewer);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="interview-${interview.id}.ics"`)
      .send(interviewCalendar(interview, publicOrigin(config, request)));
  });

  const act = (
    id: number,
    viewer: Parameters<typeof actOnInterview>[1]['viewer'],
    language: Parameters<typeof actOnInterview>[1]['language'],
    eventOf: Parameters<typeof actOnInterview>[1]['eventOf'],
  ) => actOnInterview(services, { id, viewer, language, eventOf });

  serveEndpoint(app, api.accept, ({ viewer, params, body, locale }) =>
    act(params.id, viewer, locale.language, (by, at, bannedUntil) => ({
      type: 'ACCEPT',
      by,
      at,
      slot: body.slot,
      bannedUntil,
    })),
  );
  serveEndpoint(app, api.decline, ({ viewer, params, locale }) =>
    act(params.id, viewer, locale.language, (by) => ({ type: 'DECLINE', by })),
  );
  serveEndpoint(app, api.reject, ({ viewer, params, body, locale }) =>
    act(params.id, viewer, locale.language, (by) => ({ type: 'REJECT', by, reason: body.reason })),
  );
  serveEndpoint(app, api.cancel, ({ viewer, params, body, locale }) =>
    act(params.id, viewer, locale.language, (by, at) => ({ type: 'CANCEL', by, at, reason: body.reason })),
  );
  serveEndpoint(app, api.checkIn, ({ viewer, params, locale }) =>
    act(params.id, viewer, locale.language, (by, at) => ({ type: 'CHECK_IN', by, at })),
  );
  serveEndpoint(app, api.requestResult, ({ viewer, params, locale }) =>
    act(params.id, viewer, locale.language, (by, at) => ({ type: 'REQUEST_RESULT', by, at })),
  );
  serveEndpoint(app, api.report, ({ viewer, params, body, locale }) =>
    reportInterview(db, {
      id: params.id,
      viewer,
      locale,
      reasonId: body.reason_id,
      ...(body.description === undefined ? {} : { description: body.description }),
    }),
  );

  serveEndpoint(app, api.invite, ({ viewer, body }) =>
    inviteToInterview({ db, bus, outbox }, { viewer, body }),
  );
  serveEndpoint(app, api.bossList, ({ viewer, query }) =>
    listInterviews(db, { recruiterId: viewer.recruiterId }, query),
  );
  serveEndpoint(app, api.attendance, ({ viewer, params, body, locale }) =>
    act(params.id, viewer, locale.language, (by) => ({
      type: 'MARK_ATTENDANCE',
      by,
      attended: body.attended,
    })),
  );
  serveEndpoint(app, api.result, ({ viewer, params, body, locale }) =>
    act(params.id, viewer, locale.language, (by) => ({ type: 'SET_RESULT', by, result: body.result })),
  );

  serveEndpoint(app, api.sendOffer, ({ viewer, body }) => sendOffer(services, { viewer, body }));
  serveEndpoint(app, api.offers, ({ viewer }) => listOffers(db, viewer.userId));
  serveEndpoint(app, api.acceptOffer, ({ viewer, params }) =>
    answerOffer(services, { id: params.id, viewer, event: (by) => ({ type: 'ACCEPT', by }) }),
  );
  serveEndpoint(app, api.rejectOffer, ({ viewer, params, body }) =>
    answerOffer(services, {
      id: params.id,
      viewer,
      event: (by) => ({ type: 'REJECT', by, reason: body.reason }),
    }),
  );

  serveEndpoint(app, api.actionsState, ({ viewer, params }) => chatActionsState(db, params.chatId, viewer));
  serveEndpoint(app, api.requestExchange, ({ viewer, params, body }) =>
    requestExchange(services, { chatId: params.chatId, viewer, kind: body.kind }),
  );
  serveEndpoint(app, api.answerExchange, ({ viewer, params, body }) =>
    answerExchange(services, {
      id: params.id,
      viewer,
      accept: body.accept,
      ...(body.resume_id === undefined ? {} : { resumeId: body.resume_id }),
    }),
  );
  serveEndpoint(app, api.sendResume, ({ viewer, params, body }) =>
    sendResume(services, { chatId: params.chatId, viewer, resumeId: body.resume_id }),
  );
}

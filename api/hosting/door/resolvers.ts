// The door's GraphQL adapter: thin calls into domain/.
import { requireViewer } from "../../graphql/context.js";
import type { Resolvers } from "../../graphql/generated.js";
import { doorAccessOf } from "./domain/door-access.js";
import { DomainError } from "../../kernel/errors.js";
import { admitTicket, scanTicket, type ScanAnswer } from "./domain/scanning.js";
import { checkedInSummary, findDoorTickets, offlinePasses, type OfflinePass } from "./domain/summary.js";
import { undoCheckIn } from "./domain/undo.js";
import { deleteZone, saveZone, ticketTypesOf, zonesOf, type Zone } from "./domain/zones.js";
import { doorMessages } from "../../../contract/hosting/door-messages.js";

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentScan(answer: ScanAnswer) {
  return {
    ...answer,
    firstSeen: iso(answer.firstSeen),
    scannedAt: answer.scannedAt.toISOString(),
    earlierScans: answer.earlierScans.map((scan) => ({ ...scan, scannedAt: scan.scannedAt.toISOString() })),
  };
}

const presentZone = ({ id, ...zone }: Zone) => ({ ...zone, zoneId: id });

const presentPass = <Ticket extends Omit<OfflinePass, "passHash">>(pass: Ticket) => ({ ...pass, firstSeen: iso(pass.firstSeen) });

export const doorResolvers: Resolvers = {
  EventQuery: {
    async door(_parent, { eventId }, context) {
      const viewer = requireViewer(context);
      const access = await doorAccessOf(context.deps, viewer.userId, eventId);
      if (!access.mayScan) throw new DomainError("AUTH_NOT_AUTHORIZED", doorMessages.notAllowedToScan);
      return {
        eventId: access.event.id,
        displayName: access.event.displayName,
        timeZone: access.event.timeZone,
        zones: (await zonesOf(context.deps.db, access.event.id)).map(presentZone),
        canEditZones: access.mayEditZones,
        usesQrPass: access.event.optInUseQrPass,
        ticketTypes: await ticketTypesOf(context.deps.db, access.event.id),
      };
    },
    checkedInSummary(_parent, { eventId }, context) {
      return checkedInSummary(context.deps, requireViewer(context).userId, eventId);
    },
    async doorTickets(_parent, { eventId, zoneId, search }, context) {
      return (await findDoorTickets(context.deps, requireViewer(context).userId, eventId, zoneId ?? null, search)).map(presentPass);
    },
    async doorPasses(_parent, { eventId, zoneId }, context) {
      return (await offlinePasses(context.deps, requireViewer(context).userId, eventId, zoneId ?? null)).map(presentPass);
    },
  },
  EventMutation: {
    async verifyTicket(_parent, { input }, context) {
      const scannedAt = input.scannedAt ? new Date(input.scannedAt) : null;
      return presentScan(await scanTicket(context.deps, requireViewer(context).userId, { ...input, zoneId: input.zoneId ?? null, scannedAt }));
    },
    async admitTicket(_parent, { input }, context) {
      return presentScan(await admitTicket(context.deps, requireViewer(context).userId, { ...input, zoneId: input.zoneId ?? null }));
    },
    async undoCheckIn(_parent, { input }, context) {
      const undone = await undoCheckIn(context.deps, requireViewer(context).userId, { ...input, zoneId: input.zoneId ?? null });
      return { ...undone, firstSeen: iso(undone.firstSeen) };
    },
    async saveScanningZone(_parent, { eventId, input }, context) {
      return presentZone(await saveZone(context.deps, requireViewer(context).userId, eventId, input));
    },
    async deleteScanningZone(_parent, { eventId, zoneId }, context) {
      await deleteZone(context.deps, requireViewer(context).userId, eventId, zoneId);
      return true;
    },
  },
};

import { localToday } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { RoomNights } from '../catalog/catalog.module.ts';

/** The fewest rooms left over a stay's nights and the hotel's zone; undefined when the read can't tell. */
type RoomsLeft = { least: number; timeZone: string } | undefined;

/**
 * Lets bookings of one stay on to pricing and holding, in a rush for its last rooms, no faster than
 * rooms are left. In this process, the bookings of a room type and nights under way never ask for
 * more rooms than the last read left; the others wait until one of them ends, then read again. The
 * reads of a stay asked while one is under way are one shared read, sent after each of them arrived,
 * so what it says is never older than the request. A stay without the rooms is refused on a read:
 * in a storm, most answers cost one shared read instead of a read, the pricing and a failed hold.
 * Nothing here sells a room: the hold in the booking's transaction decides, across processes.
 */
export function createStayAdmission(read: (stay: RoomNights) => Promise<RoomsLeft>) {
  const readRoomsLeft = sharedReads(read);
  // Per stay: the rooms of the bookings under way, who waits, who reads (or is about to), and how many ended.
  const lanes = new Map<string, Lane>();
  const laneOf = (key: string) => {
    const lane = lanes.get(key) ?? { rooms: 0, waiting: [], reading: 0, ended: 0 };
    lanes.set(key, lane);
    return lane;
  };
  const dropIfIdle = (key: string, lane: Lane) => {
    if (lane.rooms === 0 && lane.waiting.length === 0 && lane.reading === 0) lanes.delete(key);
  };

  /** Refuses a stay without the rooms asked for (what the read can't tell is left to the quote). */
  function refusal(stay: RoomNights, left: RoomsLeft, now: Date) {
    if (!left || left.least >= stay.rooms || stay.checkInDate < localToday(left.timeZone, now)) return null;
    return new AppError(left.least <= 0 ? 'soldOut' : 'insufficientRooms');
  }

  /** The rooms left of a stay, read with the concurrent readers of the same stay. */
  async function roomsLeft(stay: RoomNights) {
    return readRoomsLeft(keyOf(stay), stay);
  }

  /** Throws soldOut / insufficientRooms, or resolves when the booking may go on; call `leave` after it. */
  async function admit(stay: RoomNights, now: Date): Promise<{ leave: () => void }> {
    const key = keyOf(stay);
    const lane = laneOf(key);
    lane.reading += 1;
    for (;;) {
      const endedBefore = lane.ended;
      const left = await readRoomsLeft(key, stay)
        .finally(() => {
          lane.reading -= 1;
        })
        .catch((error: unknown) => {
          dropIfIdle(key, lane);
          throw error;
        });
      const refused = refusal(stay, left, now);
      if (refused) {
        dropIfIdle(key, lane);
        throw refused;
      }
      // A booking that ended during the read may have sold rooms the read still counted: read again.
      if (lane.ended !== endedBefore) {
        lane.reading += 1;
        continue;
      }
      // A stay the read can't judge (unknown hotel, past arrival) goes on unbounded, to be refused by the quote.
      const bounded = left && left.least >= stay.rooms;
      if (!bounded || lane.rooms + stay.rooms <= left.least) {
        lane.rooms += stay.rooms;
        return { leave: once(() => leaveLane(key, lane, stay.rooms)) };
      }
      // Woken by `leaveLane`, which counts it among the readers again.
      await new Promise<void>((resolve) => lane.waiting.push(resolve));
    }
  }

  function leaveLane(key: string, lane: Lane, rooms: number) {
    lane.rooms -= rooms;
    lane.ended += 1;
    const waiting = lane.waiting.splice(0);
    lane.reading += waiting.length;
    dropIfIdle(key, lane);
    for (const wake of waiting) wake();
  }

  return { admit, roomsLeft, refusal };
}
export type StayAdmission = ReturnType<typeof createStayAdmission>;

interface Lane {
  rooms: number;
  waiting: (() => void)[];
  reading: number;
  ended: number;
}

const keyOf = (stay: RoomNights) =>
  `${stay.hotelCode}\n${stay.roomTypeCode}\n${stay.checkInDate}\n${stay.checkOutDate}`;

function once(run: () => void) {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

/**
 * `read(key)` for many concurrent callers: while a read of the key is under way, later callers
 * share the next one, started when it ends, never an answer asked before they called.
 */
export function sharedReads<A, V>(read: (argument: A) => Promise<V>) {
  const running = new Map<string, Promise<V>>();
  const next = new Map<string, Promise<V>>();
  const start = (key: string, argument: A) => {
    const reading = read(argument);
    running.set(key, reading);
    const clear = () => {
      if (running.get(key) === reading) running.delete(key);
    };
    reading.then(clear, clear);
    return reading;
  };
  return (key: string, argument: A): Promise<V> => {
    const queued = next.get(key);
    if (queued) return queued;
    const current = running.get(key);
    if (!current) return start(key, argument);
    const later = current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next.delete(key);
        return start(key, argument);
      });
    next.set(key, later);
    return later;
  };
}

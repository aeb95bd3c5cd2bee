import { useParams, useSearchParams } from 'react-router';
import { BookingFlow } from '../../features/booking/BookingFlow.tsx';
import { stayKeyOf } from '../../features/booking/bookingSession.ts';
import { parseRoomBookParams } from '../../features/booking/roomBookParams.ts';
import { StatusMessage } from '../../features/errors/StatusMessage.tsx';
import { InactivityGuard } from '../../features/inactivity/InactivityGuard.tsx';

/** /roomBook/...: the three booking steps of a stay, with the inactivity guard (prices go stale). */
export function RoomBookPage() {
  const params = parseRoomBookParams(useParams(), useSearchParams()[0]);
  if (!params) return <StatusMessage kind="notFound" />;
  return (
    <>
      <BookingFlow key={stayKeyOf(params)} params={params} />
      <InactivityGuard />
    </>
  );
}

import { ComingSoon } from '../../features/errors/ComingSoon.tsx';

/** Placeholder until the screen is built. */
export function RoomListPage() {
  return <ComingSoon page="roomList" />;
}

/** Where a hotel is on a public map (OpenStreetMap, reachable in every market the group serves), for mails and pages. */
export function hotelMapUrl(hotel: { latitude: number; longitude: number }): string {
  const { latitude: lat, longitude: lon } = hotel;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** Weather for a hotel's city: a provider interface; the development provider is deterministic. */
export interface WeatherProvider {
  forecast(
    city: { cityCode: string; latitude: number; longitude: number },
    date: string,
  ): Promise<{
    date: string;
    condition: 'sunny' | 'cloudy' | 'rain' | 'snow';
    highC: number;
    lowC: number;
  }>;
}

/** Stands in for a weather service offline: a plausible seasonal value from the latitude and date. */
export function createDevelopmentWeather(): WeatherProvider {
  return {
    async forecast(city, date) {
      const month = Number(date.slice(5, 7));
      const winter = Math.cos(((month - 1) / 12) * 2 * Math.PI);
      const base = 28 - Math.abs(city.latitude) * 0.45 - winter * Math.abs(city.latitude) * 0.35;
      let hash = 0;
      for (const char of `${city.cityCode}${date}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
      const conditions = ['sunny', 'cloudy', 'rain', base < 3 ? 'snow' : 'cloudy'] as const;
      const highC = Math.round(base + (hash % 5));
      return { date, condition: conditions[hash % 4]!, highC, lowC: highC - 6 - (hash % 4) };
    },
  };
}

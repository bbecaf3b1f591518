// The zipcodes package (US ZIPs and Canadian FSAs, offline) ships no types; only what postal/ uses is declared.
declare module 'zipcodes' {
  interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string): ZipRecord | undefined;
    lookupByState(state: string): ZipRecord[];
  };
  export default zipcodes;
}

import type { BrandKey } from '../brands';
import type { HoursPattern } from './showroom-hours';

/** One seed showroom: its name after the brand, street, city, state or province, postal code, area code and hours. */
export type ShowroomRow = readonly [
  label: string,
  line1: string,
  city: string,
  state: string,
  postalCode: string,
  areaCode: string,
  hours: HoursPattern,
];

export interface BrandShowrooms {
  /** The name the showrooms carry ('Nestwood SoHo'). */
  shortName: string;
  /** Where the brand's fictional 555-01xx phone numbers start, so two brands' numbers never meet. */
  phoneOffset: number;
  rows: readonly ShowroomRow[];
}

/**
 * Store locator seed: showrooms in real cities with plausible street addresses (the shops are fictional; the
 * phone numbers are in the 555-01xx range reserved for fiction). Coordinates are not typed here: the API's seed takes
 * them from the postal-code package for each postal code. A brand that does not sell has none.
 */
export const SHOWROOM_DATA: Readonly<Partial<Record<BrandKey, BrandShowrooms>>> = {
  nestwood: {
    shortName: 'Nestwood',
    phoneOffset: 0,
    rows: [
      ['SoHo', '512 Broadway', 'New York', 'NY', '10012', '212', 'street'],
      ['Brooklyn Heights', '145 Montague St', 'Brooklyn', 'NY', '11201', '718', 'street'],
      ['Back Bay', '360 Newbury St', 'Boston', 'MA', '02115', '617', 'street'],
      ['Rittenhouse', '1725 Walnut St', 'Philadelphia', 'PA', '19103', '215', 'street'],
      ['Georgetown', '3222 M St NW', 'Washington', 'DC', '20007', '202', 'street'],
      ['Buckhead', '3035 Peachtree Rd NE', 'Atlanta', 'GA', '30305', '404', 'mall'],
      ['River North', '740 N Wells St', 'Chicago', 'IL', '60654', '312', 'street'],
      ['Uptown Dallas', '2500 Cedar Springs Rd', 'Dallas', 'TX', '75201', '214', 'mall'],
      ['South Congress', '1400 S Congress Ave', 'Austin', 'TX', '78704', '512', 'studio'],
      ['LoDo', '1600 Wynkoop St', 'Denver', 'CO', '80202', '303', 'street'],
      ['Hayes Valley', '450 Hayes St', 'San Francisco', 'CA', '94102', '415', 'studio'],
      ['Melrose', '8000 Melrose Ave', 'Los Angeles', 'CA', '90046', '323', 'street'],
    ],
  },
  driftvale: {
    shortName: 'Driftvale',
    phoneOffset: 12,
    rows: [
      ['Chelsea', '210 W 19th St', 'New York', 'NY', '10011', '212', 'street'],
      ['Hoboken', '301 Washington St', 'Hoboken', 'NJ', '07030', '201', 'street'],
      ['North Loop', '212 N 3rd Ave', 'Minneapolis', 'MN', '55401', '612', 'studio'],
      ['The Gulch', '600 12th Ave S', 'Nashville', 'TN', '37203', '615', 'street'],
      ['South End', '2000 South Blvd', 'Charlotte', 'NC', '28203', '704', 'mall'],
      ['Old Town Scottsdale', '7135 E Main St', 'Scottsdale', 'AZ', '85251', '480', 'street'],
      ['Little Italy', '1660 India St', 'San Diego', 'CA', '92101', '619', 'street'],
      ['Pearl District', '1015 NW Couch St', 'Portland', 'OR', '97209', '503', 'studio'],
    ],
  },
  arbor: {
    shortName: 'Arbor Latex',
    phoneOffset: 20,
    rows: [
      ['Fourth Street', '1820 4th St', 'Berkeley', 'CA', '94710', '510', 'studio'],
      ['Pearl Street', '1911 Pearl St', 'Boulder', 'CO', '80302', '303', 'street'],
      ['Downtown Asheville', '45 Haywood St', 'Asheville', 'NC', '28801', '828', 'street'],
      ['Church Street', '98 Church St', 'Burlington', 'VT', '05401', '802', 'street'],
      ['Capitol Square', '15 N Pinckney St', 'Madison', 'WI', '53703', '608', 'studio'],
      ['Railyard', '1607 Paseo de Peralta', 'Santa Fe', 'NM', '87501', '505', 'studio'],
      ['Old Port', '190 Middle St', 'Portland', 'ME', '04101', '207', 'street'],
    ],
  },
  plume: {
    shortName: 'Plume',
    phoneOffset: 27,
    rows: [
      ['Houston Heights', '1201 Yale St', 'Houston', 'TX', '77008', '713', 'weekday'],
      ['Short North', '880 N High St', 'Columbus', 'OH', '43215', '614', 'weekday'],
      ['Mass Ave', '620 Massachusetts Ave', 'Indianapolis', 'IN', '46204', '317', 'weekday'],
      ['Crossroads', '1800 Baltimore Ave', 'Kansas City', 'MO', '64108', '816', 'weekday'],
      ['Biltmore', '2502 E Camelback Rd', 'Phoenix', 'AZ', '85016', '602', 'mall'],
      ['Thornton Park', '25 S Summerlin Ave', 'Orlando', 'FL', '32801', '407', 'weekday'],
    ],
  },
  cloverlane: {
    shortName: 'Cloverlane',
    phoneOffset: 33,
    rows: [
      ['Madison Avenue', '1020 Madison Ave', 'New York', 'NY', '10075', '212', 'street'],
      ['Greenwich Avenue', '240 Greenwich Ave', 'Greenwich', 'CT', '06830', '203', 'street'],
      ['Worth Avenue', '150 Worth Ave', 'Palm Beach', 'FL', '33480', '561', 'studio'],
      ['Highland Park Village', '47 Highland Park Village', 'Dallas', 'TX', '75205', '214', 'mall'],
      ['Beverly Hills', '9500 Brighton Way', 'Beverly Hills', 'CA', '90210', '310', 'street'],
      ['Fashion Island', '401 Newport Center Dr', 'Newport Beach', 'CA', '92660', '949', 'mall'],
      ['Gold Coast', '900 N Michigan Ave', 'Chicago', 'IL', '60611', '312', 'mall'],
      ['Fifth Avenue South', '600 5th Ave S', 'Naples', 'FL', '34102', '239', 'studio'],
    ],
  },
  meadow: {
    shortName: 'Meadow Organic',
    phoneOffset: 41,
    rows: [
      ['Mill Valley', '60 Throckmorton Ave', 'Mill Valley', 'CA', '94941', '415', 'studio'],
      ['Kerrytown', '410 N Fourth Ave', 'Ann Arbor', 'MI', '48104', '734', 'studio'],
      ['The Commons', '130 E State St', 'Ithaca', 'NY', '14850', '607', 'studio'],
      ['Fifth Street Market', '296 E 5th Ave', 'Eugene', 'OR', '97401', '541', 'street'],
      ['American Tobacco', '318 Blackwell St', 'Durham', 'NC', '27701', '919', 'street'],
      ['Sugar House', '2100 S Highland Dr', 'Salt Lake City', 'UT', '84106', '801', 'weekday'],
    ],
  },
  harbor: {
    shortName: 'Harbor Home',
    phoneOffset: 47,
    rows: [
      ['Riverfront', '21 N Front St', 'Wilmington', 'NC', '28401', '910', 'street'],
      ['King Street', '350 King St', 'Charleston', 'SC', '29401', '843', 'street'],
      ['Broughton Street', '200 W Broughton St', 'Savannah', 'GA', '31401', '912', 'street'],
      ['Town Center', '4500 Main St', 'Virginia Beach', 'VA', '23462', '757', 'mall'],
      ['Main Street', '150 Main St', 'Annapolis', 'MD', '21401', '410', 'street'],
      ['San Marco', '2000 San Marco Blvd', 'Jacksonville', 'FL', '32207', '904', 'weekday'],
    ],
  },
  'nestwood-ca': {
    shortName: 'Nestwood',
    phoneOffset: 53,
    rows: [
      ['Yorkville', '110 Yorkville Ave', 'Toronto', 'ON', 'M5R 1C2', '416', 'street'],
      ['King West', '620 King St W', 'Toronto', 'ON', 'M5V 1M6', '416', 'street'],
      ['Square One', '100 City Centre Dr', 'Mississauga', 'ON', 'L5B 2C9', '905', 'mall'],
      ['ByWard Market', '55 ByWard Market Sq', 'Ottawa', 'ON', 'K1N 9C3', '613', 'street'],
      ['Plateau', '3980 Boul Saint-Laurent', 'Montréal', 'QC', 'H2W 1Y3', '514', 'street'],
      ['Kitsilano', '2150 W 4th Ave', 'Vancouver', 'BC', 'V6K 1N6', '604', 'studio'],
      ['Beltline', '1100 17 Ave SW', 'Calgary', 'AB', 'T2T 0B4', '403', 'street'],
      ['Oliver', '10150 124 St NW', 'Edmonton', 'AB', 'T5N 1P6', '780', 'weekday'],
    ],
  },
  'driftvale-ca': {
    shortName: 'Driftvale',
    phoneOffset: 61,
    rows: [
      ['Leslieville', '1100 Queen St E', 'Toronto', 'ON', 'M4M 1K7', '416', 'studio'],
      ['James Street North', '150 James St N', 'Hamilton', 'ON', 'L8R 2K9', '905', 'street'],
      ['Vieux-Québec', '45 Rue Saint-Jean', 'Québec', 'QC', 'G1R 1N6', '418', 'street'],
      ['Lower Johnson', '560 Johnson St', 'Victoria', 'BC', 'V8W 1M3', '250', 'studio'],
      ['Exchange District', '100 Princess St', 'Winnipeg', 'MB', 'R3B 1K7', '204', 'weekday'],
      ['Spring Garden', '5640 Spring Garden Rd', 'Halifax', 'NS', 'B3J 1H6', '902', 'street'],
    ],
  },
};

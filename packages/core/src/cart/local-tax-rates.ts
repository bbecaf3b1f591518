/**
 * Local sales tax for the sandbox tax provider, in basis points on top of the state rate of tax-rates.ts. Data, not
 * code: update the rates and the date together.
 *
 * Keyed by a 5-digit ZIP or by the 3-digit prefix of a large city's own post offices (a 5-digit key wins). Each rate is
 * the city's combined rate minus its state rate, as the states publish them (Texas Comptroller sales tax rate locator,
 * California CDTFA city and county rates, New York Publication 718, Illinois MyTax rate finder, the other states'
 * revenue department rate tables, and the Tax Foundation's "State and Local Sales Tax Rates, 2025"), in effect on
 * 1 January 2025. E.g. Austin 78701: 6.25 % Texas + 1 % city + 1 % Capital Metro transit = 8.25 %.
 *
 * A demo table, not a tax engine: a suburb with another rate can share a city's prefix, and a ZIP that is not here is
 * taxed at the state rate and labelled as an estimate (unless its state has no local sales tax at all). A real store
 * uses the live provider (TAX_PROVIDER=taxjar).
 */
export const LOCAL_TAX_RATES_AS_OF = '2025-01-01';

/** One local rate: its state (a ZIP of another state does not use it), the part's name on the receipt and its rate. */
export interface LocalTaxRate {
  state: string;
  name: string;
  bps: number;
}

const local = (state: string, place: string, bps: number): LocalTaxRate => ({ state, name: `${place} local`, bps });
const nyc = local('NY', 'New York City', 487.5);

export const US_LOCAL_TAX_RATES: Readonly<Record<string, LocalTaxRate>> = {
  // Alabama 4 %: Birmingham 10 %.
  '352': local('AL', 'Birmingham', 600),
  // Alaska has no state sales tax; boroughs and cities may: Juneau 5 %, Anchorage and Fairbanks none.
  '99801': local('AK', 'Juneau', 500),
  '995': local('AK', 'Anchorage', 0),
  '997': local('AK', 'Fairbanks', 0),
  // Arizona 5.6 %: Phoenix 8.6 %, Tucson 8.7 %.
  '850': local('AZ', 'Phoenix', 300),
  '857': local('AZ', 'Tucson', 310),
  // California 7.25 %: San Francisco 8.625 %, Los Angeles 9.5 %, San Diego 7.75 %, Sacramento 8.75 %.
  '941': local('CA', 'San Francisco', 137.5),
  '900': local('CA', 'Los Angeles', 225),
  '921': local('CA', 'San Diego', 50),
  '958': local('CA', 'Sacramento', 150),
  // Florida 6 %: Miami 7 %, Orlando 6.5 %, Jacksonville 7.5 %, Tampa 7.5 %.
  '331': local('FL', 'Miami', 100),
  '328': local('FL', 'Orlando', 50),
  '322': local('FL', 'Jacksonville', 150),
  '336': local('FL', 'Tampa', 150),
  // Georgia 4 %: Atlanta 8.9 %.
  '303': local('GA', 'Atlanta', 490),
  // Hawaii 4 % general excise: every county adds a 0.5 % surcharge.
  '967': { state: 'HI', name: 'County surcharge', bps: 50 },
  '968': { state: 'HI', name: 'County surcharge', bps: 50 },
  // Idaho 6 %: Boise adds none.
  '837': local('ID', 'Boise', 0),
  // Illinois 6.25 %: Chicago 10.25 %.
  '606': local('IL', 'Chicago', 400),
  // Iowa 6 %: Des Moines 7 %.
  '503': local('IA', 'Des Moines', 100),
  // Kansas 6.5 %: Wichita 7.5 %.
  '672': local('KS', 'Wichita', 100),
  // Louisiana 5 %: New Orleans 10 %.
  '701': local('LA', 'New Orleans', 500),
  // Mississippi 7 %: Jackson 8 %.
  '392': local('MS', 'Jackson', 100),
  // Nebraska 5.5 %: Omaha 7 %.
  '681': local('NE', 'Omaha', 150),
  // Nevada 6.85 %: Las Vegas 8.375 %, Reno 8.265 %.
  '891': local('NV', 'Las Vegas', 152.5),
  '895': local('NV', 'Reno', 141.5),
  // New Mexico 4.875 %: Albuquerque 7.625 %.
  '871': local('NM', 'Albuquerque', 275),
  // New York 4 %: New York City 8.875 % (every borough), Buffalo 8.75 %, Rochester and Albany 8 %.
  '100': nyc,
  '101': nyc,
  '102': nyc,
  '103': nyc,
  '104': nyc,
  '112': nyc,
  '113': nyc,
  '114': nyc,
  '116': nyc,
  '142': local('NY', 'Buffalo', 475),
  '146': local('NY', 'Rochester', 400),
  '122': local('NY', 'Albany', 400),
  // North Carolina 4.75 %: Charlotte and Raleigh 7.25 %.
  '282': local('NC', 'Charlotte', 250),
  '276': local('NC', 'Raleigh', 250),
  // North Dakota 5 %: Fargo 7.5 %.
  '581': local('ND', 'Fargo', 250),
  // Ohio 5.75 %: Columbus 7.5 %, Cleveland 8 %.
  '432': local('OH', 'Columbus', 175),
  '441': local('OH', 'Cleveland', 225),
  // Oklahoma 4.5 %: Oklahoma City 8.625 %.
  '731': local('OK', 'Oklahoma City', 412.5),
  // Pennsylvania 6 %: Philadelphia 8 %, Pittsburgh 7 %.
  '191': local('PA', 'Philadelphia', 200),
  '152': local('PA', 'Pittsburgh', 100),
  // South Dakota 4.2 %: Sioux Falls 6.2 %.
  '571': local('SD', 'Sioux Falls', 200),
  // Tennessee 7 %: Nashville 9.25 %, Memphis 9.75 %.
  '372': local('TN', 'Nashville', 225),
  '381': local('TN', 'Memphis', 275),
  // Texas 6.25 %: the large cities are at the 2 % local cap, 8.25 % (73301 is an Austin ZIP).
  '733': local('TX', 'Austin', 200),
  '787': local('TX', 'Austin', 200),
  '770': local('TX', 'Houston', 200),
  '752': local('TX', 'Dallas', 200),
  '761': local('TX', 'Fort Worth', 200),
  '782': local('TX', 'San Antonio', 200),
  '799': local('TX', 'El Paso', 200),
  // Vermont 6 %: Burlington 7 %.
  '054': local('VT', 'Burlington', 100),
  // Virginia 5.3 % (with its statewide 1 % local): Richmond, Northern Virginia and Hampton Roads add 0.7 %, 6 %.
  '232': local('VA', 'Richmond', 70),
  '222': local('VA', 'Arlington', 70),
  '234': local('VA', 'Hampton Roads', 70),
  // West Virginia 6 %: Charleston 7 %.
  '253': local('WV', 'Charleston', 100),
  // Wisconsin 5 %: Milwaukee 7.9 %, Madison 5.5 %.
  '532': local('WI', 'Milwaukee', 290),
  '537': local('WI', 'Madison', 50),
  // Wyoming 4 %: Cheyenne 6 %.
  '820': local('WY', 'Cheyenne', 200),
};

/**
 * States (and DC) with no local sales tax anywhere: their state rate is the whole rate, so it is not an estimate.
 * Delaware, New Hampshire and Oregon have no sales tax at all.
 */
export const US_STATES_WITHOUT_LOCAL_SALES_TAX: readonly string[] = [
  'CT',
  'DC',
  'DE',
  'IN',
  'KY',
  'MA',
  'MD',
  'ME',
  'MI',
  'NH',
  'OR',
  'RI',
];

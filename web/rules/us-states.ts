// The 50 states, the District of Columbia and Puerto Rico: FIPS code (the product's state id), postal abbreviation
// and name, as the Census Bureau lists them (worker/db/geo/states.csv; a unit test keeps the two in step). Static so
// a search URL's state is known without a query, on the server and in the browser alike.

export interface UsState {
  id: number
  abbreviation: string
  name: string
}

export const usStates: readonly UsState[] = [
  { id: 1, abbreviation: 'AL', name: 'Alabama' },
  { id: 2, abbreviation: 'AK', name: 'Alaska' },
  { id: 4, abbreviation: 'AZ', name: 'Arizona' },
  { id: 5, abbreviation: 'AR', name: 'Arkansas' },
  { id: 6, abbreviation: 'CA', name: 'California' },
  { id: 8, abbreviation: 'CO', name: 'Colorado' },
  { id: 9, abbreviation: 'CT', name: 'Connecticut' },
  { id: 10, abbreviation: 'DE', name: 'Delaware' },
  { id: 11, abbreviation: 'DC', name: 'District of Columbia' },
  { id: 12, abbreviation: 'FL', name: 'Florida' },
  { id: 13, abbreviation: 'GA', name: 'Georgia' },
  { id: 15, abbreviation: 'HI', name: 'Hawaii' },
  { id: 16, abbreviation: 'ID', name: 'Idaho' },
  { id: 17, abbreviation: 'IL', name: 'Illinois' },
  { id: 18, abbreviation: 'IN', name: 'Indiana' },
  { id: 19, abbreviation: 'IA', name: 'Iowa' },
  { id: 20, abbreviation: 'KS', name: 'Kansas' },
  { id: 21, abbreviation: 'KY', name: 'Kentucky' },
  { id: 22, abbreviation: 'LA', name: 'Louisiana' },
  { id: 23, abbreviation: 'ME', name: 'Maine' },
  { id: 24, abbreviation: 'MD', name: 'Maryland' },
  { id: 25, abbreviation: 'MA', name: 'Massachusetts' },
  { id: 26, abbreviation: 'MI', name: 'Michigan' },
  { id: 27, abbreviation: 'MN', name: 'Minnesota' },
  { id: 28, abbreviation: 'MS', name: 'Mississippi' },
  { id: 29, abbreviation: 'MO', name: 'Missouri' },
  { id: 30, abbreviation: 'MT', name: 'Montana' },
  { id: 31, abbreviation: 'NE', name: 'Nebraska' },
  { id: 32, abbreviation: 'NV', name: 'Nevada' },
  { id: 33, abbreviation: 'NH', name: 'New Hampshire' },
  { id: 34, abbreviation: 'NJ', name: 'New Jersey' },
  { id: 35, abbreviation: 'NM', name: 'New Mexico' },
  { id: 36, abbreviation: 'NY', name: 'New York' },
  { id: 37, abbreviation: 'NC', name: 'North Carolina' },
  { id: 38, abbreviation: 'ND', name: 'North Dakota' },
  { id: 39, abbreviation: 'OH', name: 'Ohio' },
  { id: 40, abbreviation: 'OK', name: 'Oklahoma' },
  { id: 41, abbreviation: 'OR', name: 'Oregon' },
  { id: 42, abbreviation: 'PA', name: 'Pennsylvania' },
  { id: 44, abbreviation: 'RI', name: 'Rhode Island' },
  { id: 45, abbreviation: 'SC', name: 'South Carolina' },
  { id: 46, abbreviation: 'SD', name: 'South Dakota' },
  { id: 47, abbreviation: 'TN', name: 'Tennessee' },
  { id: 48, abbreviation: 'TX', name: 'Texas' },
  { id: 49, abbreviation: 'UT', name: 'Utah' },
  { id: 50, abbreviation: 'VT', name: 'Vermont' },
  { id: 51, abbreviation: 'VA', name: 'Virginia' },
  { id: 53, abbreviation: 'WA', name: 'Washington' },
  { id: 54, abbreviation: 'WV', name: 'West Virginia' },
  { id: 55, abbreviation: 'WI', name: 'Wisconsin' },
  { id: 56, abbreviation: 'WY', name: 'Wyoming' },
  { id: 72, abbreviation: 'PR', name: 'Puerto Rico' },
]

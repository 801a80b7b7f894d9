// Word lists for made-up people, companies and streets. Invented combinations, not real businesses.

export const firstNames = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth', 'David',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy',
  'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Margaret', 'Donald', 'Sandra', 'Steven', 'Ashley', 'Paul',
  'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle', 'Kevin', 'Carol', 'Brian', 'Amanda',
  'George', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Jason', 'Rebecca', 'Edward', 'Laura', 'Jeffrey',
  'Sharon', 'Ryan', 'Cynthia', 'Jacob', 'Kathleen', 'Gary', 'Amy', 'Nicholas', 'Angela', 'Eric', 'Shirley',
  'Jonathan', 'Anna', 'Stephen', 'Brenda', 'Larry', 'Pamela', 'Justin', 'Emma', 'Scott', 'Nicole', 'Brandon',
  'Helen', 'Benjamin', 'Samantha', 'Samuel', 'Katherine', 'Gregory', 'Christine', 'Frank', 'Debra', 'Raymond',
  'Rachel', 'Jack', 'Carolyn', 'Dennis', 'Janet', 'Jerry', 'Maria', 'Tyler', 'Heather', 'Aaron', 'Diane', 'Jose',
  'Julie', 'Wade', 'Colt', 'Luis', 'Rosa', 'Travis', 'Dale', 'Clay', 'Hank', 'Lupe', 'Wyatt', 'Cody', 'Reba',
]

export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez',
  'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins',
  'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed',
  'Kelly', 'Howard', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Wood', 'James', 'Bennett', 'Gray', 'Hughes',
  'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell',
  'Coleman', 'Butler', 'Henderson', 'Barnes', 'Fisher', 'Vasquez', 'Simmons', 'Graham', 'Marshall', 'Owens',
  'Harrison', 'Gibson', 'McCoy', "O'Neal", 'Whitfield', 'Haskins', 'Pruitt', 'Delacroix', 'Lindqvist', 'Okafor',
]

export const streetNames = [
  'County Road', 'Ranch Road', 'Farm to Market Road', 'State Highway', 'Old Mill', 'Cedar Creek', 'Pine Ridge', 'Oak Hollow',
  'Deer Run', 'Quail Hollow', 'River Bend', 'Hickory Lane', 'Turkey Creek', 'Bluestem', 'Prairie View', 'Timber Ridge',
  'Lakeview', 'Sycamore', 'Walnut Grove', 'Elk Meadow', 'Shady Acres', 'Indian Springs', 'Mesquite Flat', 'Cotton Gin',
  'Hay Meadow', 'Fox Run', 'Windmill', 'Sandy Hook', 'Rock Creek', 'Mountain View', 'Hidden Valley', 'Big Sky',
  'Whispering Pines', 'Dogwood', 'Magnolia', 'Red Bud', 'Cypress Bend', 'Willow Creek', 'Canyon', 'Sagebrush',
]
export const streetTypes = ['Rd', 'Ln', 'Dr', 'Trl', 'Way', 'Hwy', 'Loop', 'Pkwy'] as const

/** Words that make land-business names: '{Word} Land Company', '{Last} & {Last} Realty'. */
export const companyWords = [
  'Heartland', 'Frontier', 'Blue Ridge', 'Prairie', 'Timberline', 'Lone Star', 'High Plains', 'Big Country',
  'Riverbend', 'Red River', 'Great Lakes', 'Cumberland', 'Ozark', 'Piedmont', 'Sandhills', 'Gulf Coast', 'Hill Country',
  'Mountain West', 'Bluegrass', 'Delta', 'Tidewater', 'Golden Valley', 'Cedar', 'Whitetail', 'Bobwhite', 'Longhorn',
  'Pioneer', 'Homestead', 'Trailhead', 'Open Range', 'Crossroads', 'Landmark', 'Keystone', 'Summit', 'Evergreen',
]
export const brokerageSuffixes = ['Land Company', 'Realty', 'Land & Ranch', 'Real Estate', 'Properties', 'Land Brokers', 'Farm & Ranch Realty', 'Land Group']
export const auctionSuffixes = ['Auction Company', 'Auctions & Realty', 'Land Auctions', 'Auction Group']
export const retailerSuffixes = ['Land Co.', 'Land Sales', 'Acreage', 'Land Bargains', 'Owner Finance Land']

/** Image captions, cycled through a listing's photos. */
export const photoCaptions = [
  'Aerial view', 'Entrance', 'Road frontage', 'Pasture', 'Tree line', 'Creek', 'Pond', 'Sunset', 'Fence line', 'Barn',
  'Trail', 'Wildlife', 'Meadow', 'Boundary marker', 'View from the ridge', 'Homesite', 'Hay field', 'Woods',
]

/**
 * When each bundled item may be told, by its key (the month-day of its file). Northern-hemisphere
 * seasons. An item whose texts name no season (a rocket, a whale, a tropical beach) is 'any'; one that
 * says snow, ripe apples or "the first day of September" is told only then.
 */

/** "MM-DD" */
export type MonthDay = `${number}${number}-${number}${number}`;
export type Season = 'winter' | 'spring' | 'summer' | 'autumn';
export type Holiday = 'new-year';
export type When = 'any' | Season | { holiday: Holiday } | { from: MonthDay; to: MonthDay };

/** Inclusive month-day ranges; a range whose end comes before its start runs over the new year. */
export const SEASONS: Record<Season, [MonthDay, MonthDay]> = {
  winter: ['12-01', '02-29'],
  spring: ['03-01', '05-31'],
  summer: ['06-01', '08-31'],
  autumn: ['09-01', '11-30'],
};
export const HOLIDAYS: Record<Holiday, [MonthDay, MonthDay]> = {
  'new-year': ['12-28', '01-03'],
};

/** Outdoors, green grass and leaves: anything but the snowy months. */
const GREEN: When = { from: '03-15', to: '10-31' };

export const WHEN: Record<string, When> = {
  '01-05': 'winter', // a panda's first snow
  '01-12': 'any', // penguins on a far southern shore: no season of ours
  '01-20': 'winter', // children build a snowman
  '01-28': 'any', // a new star
  '02-03': 'winter', // a mitten lost in the snow
  '02-09': { from: '02-01', to: '04-15' }, // "spring was coming": bird houses before the nests
  '02-15': 'any', // a whale waves
  '02-22': 'any', // a train to snowy peaks: high mountains keep their snow
  '02-27': { from: '12-01', to: '03-31' }, // a seal pup on the sea ice
  '03-01': { from: '02-15', to: '04-10' }, // snowdrops through the last snow
  '03-07': 'any', // baby rabbits in a hutch
  '03-14': 'any', // a rocket to the Moon
  '03-21': { from: '03-01', to: '04-30' }, // a bear wakes after winter
  '03-28': 'spring', // "one spring day" the town plants trees
  '04-04': { from: '04-01', to: '06-30' }, // ducklings, "in spring"
  '04-11': GREEN, // balloons lift off the grass of a green valley
  '04-18': 'any', // turtles on a warm tropical beach
  '04-22': { from: '04-18', to: '04-26' }, // Earth Day, 22 April
  '04-25': GREEN, // a bike path along a green river bank
  '05-02': { from: '04-01', to: '09-30' }, // bees in a flower garden
  '05-09': 'any', // an elephant in a warm river far away
  '05-16': 'any', // a book bus
  '05-20': { from: '05-16', to: '05-24' }, // World Bee Day, 20 May
  '05-23': { from: '04-15', to: '06-15' }, // butterflies fly back to their summer home
  '05-30': GREEN, // a foal on a green meadow
  '06-01': { from: '05-29', to: '06-03' }, // Children's Day, 1 June
  '06-08': 'any', // coral under a warm sea
  '06-15': { from: '06-01', to: '07-31' }, // strawberries under the summer sun
  '06-22': { from: '06-18', to: '06-25' }, // the longest day
  '06-29': { from: '05-01', to: '09-15' }, // paper boats on a sunny pond
  '07-01': { from: '05-01', to: '09-15' }, // kites over a beach
  '07-06': 'any', // a giraffe born at a zoo
  '07-13': 'any', // seeds on a space station
  '07-20': 'any', // a cat up a tree
  '07-27': 'summer', // sheep go up to the summer grass
  '08-03': 'any', // a rainbow after rain
  '08-10': { from: '08-01', to: '08-24' }, // falling stars "on a warm night in August"
  '08-17': { from: '08-10', to: '09-15' }, // the first ripe apples, end of summer
  '08-24': 'any', // dolphins in a warm sea
  '08-30': 'summer', // frogs after the summer rain
  '09-01': { from: '08-29', to: '09-03' }, // the first day of school, 1 September
  '09-08': { from: '09-01', to: '11-15' }, // a hedgehog fattens up before the cold
  '09-15': { from: '09-10', to: '10-31' }, // leaves turn gold
  '09-22': { from: '09-01', to: '11-15' }, // a squirrel hides nuts for the winter
  '09-29': { from: '09-01', to: '10-31' }, // cranes fly south
  '10-01': 'autumn', // "this autumn" the grandparents' concert
  '10-03': 'any', // children try the firefighters’ hose on open day
  '10-06': { from: '09-15', to: '10-31' }, // a pumpkin fair
  '10-10': 'any', // a new baby sister comes home
  '10-13': 'autumn', // "this autumn" a robot waters plants
  '10-20': { from: '05-01', to: '10-31' }, // fox cubs play in the grass
  '10-27': 'any', // umbrellas for a rainy town
  '11-03': { from: '11-10', to: '03-10' }, // bird feeders in a snowy village
  '11-10': 'any', // a dinosaur in a museum
  '11-17': 'autumn', // "on a rainy autumn day"
  '11-24': { from: '10-20', to: '12-20' }, // polar bears wait for the sea to freeze
  '11-28': 'any', // a night at the library
  '12-01': { from: '11-25', to: '12-31' }, // the city lights its winter tree
  '12-08': 'winter', // reindeer dig for moss under the snow
  '12-15': 'winter', // star cookies on a snowy day
  '12-22': { from: '12-18', to: '12-25' }, // the longest night
  '12-29': 'winter', // a snowman festival
  // written for the calendar (rows/, added in December 2026)
  '12-03': 'winter', // a frozen pond becomes a skating rink
  '12-12': 'winter', // the winter post by dog sled over deep snow
  '12-10': 'winter', // a hare white on the first snow
  '01-08': 'winter', // snowflakes caught on a snowy morning
  '01-15': 'winter', // a night of snow cleared by a snowplough
  '01-03': { from: '01-02', to: '01-20' }, // the trees nobody bought after the New Year holidays
  '02-12': 'any', // a reading dog in a library: indoors, no season
  '02-06': 'winter', // the northern lights over snowy roofs
  '12-31': { holiday: 'new-year' }, // a countdown on the last day of the year
  '12-05': 'any', // a seahorse dad's babies, indoors at an aquarium
  '12-07': 'any', // a gorilla's birthday cake of frozen fruit: a zoo treat, no weather named
  '12-09': 'any', // a parrot learns “good morning” indoors in a zoo's bird house
  '06-05': 'any', // a tortoise's birthday indoors at a zoo: no season
  '01-25': 'winter', // an ice castle that stands while the frost lasts
  '03-17': 'any', // an octopus in an aquarium: no season
  '01-30': 'winter', // bear cubs born in the den in the middle of winter
  '12-19': 'winter', // swans wintering on an unfrozen lake among snowy fields
  '02-18': 'winter', // a fox dives for mice under deep snow
  '04-08': 'any', // a lighthouse at night: no season
  '02-24': 'winter', // an igloo after a big snowfall
  '05-12': 'any', // a squirrel bridge over a town road: no season
  '01-18': 'winter', // animal tracks in fresh snow
  '02-01': 'winter', // frost patterns after the coldest night
  // evergreen and winter items written for the calendar (items-a)
  '05-07': 'any', // sea otters in an aquarium pool: no season
  '04-06': 'any', // a kangaroo joey in a warm zoo house: no season
  '06-11': 'any', // a town clock mended inside its tower: no season
  '03-03': 'any', // a teddy bear hospital in a school hall: indoors, no season
  '03-24': 'any', // Saturn through a telescope on a clear night: no season
  '04-01': 'any', // a toy bunny lost on a town bus: no season
  '04-13': 'any', // a paper plane day in a school hall: indoors, no season
  '03-10': 'winter', // sledging down a snowy hill
  '03-19': 'winter', // ice lanterns on frosty nights in a snowy village
  '06-03': 'any', // a baby hippo in a warm indoor zoo pool: no season
  '05-05': 'any', // a meteorite to touch in a museum: indoors, no season
  '05-14': 'any', // grandparents knit hats for newborns in a library: indoors, no season
  '06-18': 'any', // a jellyfish deep in the sea: no season
  '06-25': 'winter', // a moose looks for twigs in a snowy village
  '04-20': 'any', // a boy joins his class through a robot: indoors, no season
  '05-27': 'any', // a baby sloth in a warm indoor zoo rainforest: no season
  '06-28': 'winter', // children dig a snow maze after a night of heavy snow
  '03-31': 'any', // a bread class in a town bakery: indoors, no season
  '04-27': 'any', // a town passes its books hand to hand into a new library: no season
  '05-19': 'winter', // warm water for birds when the garden water freezes
  '06-20': 'winter', // soap bubbles freeze in a hard frost
  '06-06': 'any', // a panda's ice birthday cake at a zoo: no season
  // written for the calendar by items-b (December 2026): evergreen first, then winter
  '07-04': 'any', // an orangutan's nest in a far-away rainforest: no season
  '07-08': 'any', // a guide-dog puppy learns at the kerb of a town street: no season
  '07-10': 'any', // a rover's photo of a sunset on Mars: no season of ours
  '07-15': 'any', // a boy's first glasses, indoors and in town: no season
  '07-22': 'any', // glowing waves on a warm faraway island: no season of ours
  '07-29': 'any', // a grandma learns to swim in an indoor pool: no season
  '08-12': 'any', // a first wobbly tooth comes out at lunch: no season
  '08-14': 'any', // an astronaut reads a bedtime story from the space station: no season
  '08-19': 'any', // a grey flamingo chick turns pink at a zoo: no season
  '08-21': 'any', // a tree frog stowaway in a banana box finds a home at a zoo: no season
  '08-26': 'any', // touch books with braille at a town library: indoors, no season
  '05-01': 'any', // a whale skeleton hung in a museum hall: indoors, no season
  '05-03': 'any', // a bean in a cup on a nursery windowsill: indoors, no season
  '05-04': 'any', // a new footbridge over a town river: no season
  '05-06': 'any', // children paint a town bus: no season
  '05-08': 'any', // a children’s orchestra in the town hall: indoors, no season
  '06-02': 'any', // chess with Grandpa at a library club: indoors, no season
  '06-04': 'any', // learning to tie shoelaces at home: no season
  '06-07': 'any', // a first haircut at a barber’s shop: indoors, no season
  '06-09': 'any', // a wheelchair swing at a town playground: no season
  '09-03': 'any', // a baby elephant in a warm faraway grassland: no season of ours
  '09-05': 'any', // a letter posted to Grandma: no season
  '09-10': 'any', // a toy mended at a repair café: indoors, no season
  '09-12': 'any', // a lost dog's microchip read at the vet's: no season
  '09-17': 'any', // a canal boat goes up through a lock: no season
  '10-08': 'any', // a concert for babies in the town hall: indoors, no season
  '11-05': 'winter', // snow monkeys warm up in a spring while snow falls
  '11-12': 'winter', // bullfinches puffed up on the coldest morning of winter
  '11-19': 'winter', // first skis in a snowy park
  // written for the calendar by items-g (December 2026): people and the sky, evergreen
  '09-02': 'any', // the space station seen from a garden at night: no season
  '09-04': 'any', // a lunar eclipse seen from a balcony at night: no season
  '09-06': 'any', // a choir sings indoors in a radio studio: no season
  '09-09': 'any', // neighbours carry a piano up indoor stairs: no season
  '09-11': 'any', // a library card at an indoor town library: no season
  '09-13': 'any', // a dad learns signs indoors at home: no season
  '09-14': 'any', // a baby’s first word indoors at home: no season
  '09-16': 'any', // a hundredth birthday party indoors: no season
  '09-18': 'any', // a family moves into a new flat, indoors: no season
  '10-02': 'any', // a boy pulls a neighbour’s shopping home along his street: no season
  '10-04': 'any', // twins start nursery, indoors: no season
  '10-05': 'any', // the sky shown indoors in a planetarium: no season
  '10-07': 'any', // the Moon’s shapes seen from a window at night: no season
  '10-09': 'any', // a telescope on a high dry mountain, far above the weather: no season
  '10-11': 'any', // a robot deep under the sea, watched from a classroom: no season
  '10-14': 'any', // a solar plane lands at an airport at night: no season
  '10-15': 'any', // a weather balloon let go over a field; no weather of the day named: no season
  // evergreen animal items written for the calendar by items-e (December 2026)
  '01-02': 'any', // a red panda cub climbs a tree in its zoo garden: no season named
  '01-04': 'any', // meerkats keep watch in their zoo yard: no season named
  '01-06': 'any', // a crocodile’s check-up in a warm zoo house: indoors, no season
  '01-07': 'any', // a camel calf’s first steps in a zoo barn: no season
  '01-09': 'any', // capybaras’ warm tub in their zoo house: indoors, no season
  '02-02': 'any', // a koala settles into a new tree at a zoo: no season
  '02-04': 'any', // a rhino calf on a warm faraway grassland: no season of ours
  '02-05': 'any', // a cheetah cub and a puppy grow up together at a zoo: no season
  '02-07': 'any', // leafcutter ants behind glass in a museum: indoors, no season
  '02-08': 'any', // a hummingbird in a warm glasshouse: indoors, no season
  '03-02': 'any', // a peacock’s tail on a park lawn: no season named
  '04-02': 'any', // a llama visits a care home: indoors, no season
  '04-03': 'any', // an owl visits a classroom: indoors, no season
  '04-05': 'any', // an aquarium penguin gets soft boots: indoors, no season
  // evergreen items written for the calendar by items-j (December 2026)
  '08-08': 'any', // mountain goats climb a stone dam wall to lick its salt: no season named
  '10-30': 'any', // a cat greets the passengers of a small railway station each morning: no season
  '10-24': 'any', // a lost pet parrot says his street’s name and is brought home: no season
  '10-18': 'any', // a lifting bridge opens in a city for a tall ship: no season
  // evergreen places-and-things items written for the calendar by items-h (December 2026)
  '07-02': 'any', // a village phone box becomes a little library: no season or weather named
  '07-17': 'any', // a little boat cleans a city harbour: no season or weather named
  '08-07': 'any', // a girl's first light-up trainers and their laces, indoors at home: no season
  '08-28': 'any', // a puppet show and sock puppets indoors at a town library: no season
  // evergreen items written for the calendar by items-i (December 2026)
  '11-06': 'any', // a heron’s wing mended at a wildlife hospital, set free by a river: no season named
  '11-14': 'any', // a lift added to an old block of flats, a grandma down in the yard: no season named
  '11-21': 'any', // a night bus in a sleeping town, told as the children are in bed: no season named
  '11-26': 'any', // a family builds a tiny house on wheels and tows it to a lake: no season named
};

/**
 * The stress of the Russian words of the evergreen items of helper items-i (11-06, 11-14, 11-21, 11-26), in the
 * format of ./ru-stress-list.ts; ./ru-stress.ts reads all the lists.
 */
export const RU_STRESS_LIST_ITEMS_I = `
улете́л ца́пля бинту́ет попра́вилось се́рую ца́плю ди́ких забинтова́л доводи́лось замира́ет ста́туя тропи́нке волочи́лось взмахну́ла ди́кая ца́пли
о́стрый коро́бкой успоко́илась дви́галось пацие́нты должны́ ди́кими ца́плей ручно́й поджа́в реко́й
`;

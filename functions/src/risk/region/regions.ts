/**
 * The region catalogue of region limits (issue #16 item 4): China's provincial-level divisions by
 * their GB/T 2260 two-digit codes, and cities by four-digit codes — the prefecture-level cities of
 * Guangdong, Jiangsu, Zhejiang and Shandong, and the municipalities (Beijing, Tianjin, Shanghai: one
 * city each; Chongqing: its urban districts 5001 and its counties 5002, as GB/T 2260 lists them).
 * Names in zh-CN and en-US. Pure data: the portal reads it through the contract
 * (`@cmp/functions/contracts`), the server validates limits and words regions with it
 * (docs/decisions.md "Region limits").
 */

export interface RegionName {
  zh: string;
  en: string;
}

/** Provincial-level divisions, GB/T 2260 code → name. */
export const provinces: Readonly<Record<string, RegionName>> = {
  '11': { zh: '北京市', en: 'Beijing' },
  '12': { zh: '天津市', en: 'Tianjin' },
  '13': { zh: '河北省', en: 'Hebei' },
  '14': { zh: '山西省', en: 'Shanxi' },
  '15': { zh: '内蒙古自治区', en: 'Inner Mongolia' },
  '21': { zh: '辽宁省', en: 'Liaoning' },
  '22': { zh: '吉林省', en: 'Jilin' },
  '23': { zh: '黑龙江省', en: 'Heilongjiang' },
  '31': { zh: '上海市', en: 'Shanghai' },
  '32': { zh: '江苏省', en: 'Jiangsu' },
  '33': { zh: '浙江省', en: 'Zhejiang' },
  '34': { zh: '安徽省', en: 'Anhui' },
  '35': { zh: '福建省', en: 'Fujian' },
  '36': { zh: '江西省', en: 'Jiangxi' },
  '37': { zh: '山东省', en: 'Shandong' },
  '41': { zh: '河南省', en: 'Henan' },
  '42': { zh: '湖北省', en: 'Hubei' },
  '43': { zh: '湖南省', en: 'Hunan' },
  '44': { zh: '广东省', en: 'Guangdong' },
  '45': { zh: '广西壮族自治区', en: 'Guangxi' },
  '46': { zh: '海南省', en: 'Hainan' },
  '50': { zh: '重庆市', en: 'Chongqing' },
  '51': { zh: '四川省', en: 'Sichuan' },
  '52': { zh: '贵州省', en: 'Guizhou' },
  '53': { zh: '云南省', en: 'Yunnan' },
  '54': { zh: '西藏自治区', en: 'Tibet' },
  '61': { zh: '陕西省', en: 'Shaanxi' },
  '62': { zh: '甘肃省', en: 'Gansu' },
  '63': { zh: '青海省', en: 'Qinghai' },
  '64': { zh: '宁夏回族自治区', en: 'Ningxia' },
  '65': { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  '71': { zh: '台湾省', en: 'Taiwan' },
  '81': { zh: '香港特别行政区', en: 'Hong Kong' },
  '82': { zh: '澳门特别行政区', en: 'Macao' },
};

/** Cities, GB/T 2260 four-digit code → name; a city's province is its first two digits. */
export const cities: Readonly<Record<string, RegionName>> = {
  // Municipalities
  '1101': { zh: '北京市', en: 'Beijing' },
  '1201': { zh: '天津市', en: 'Tianjin' },
  '3101': { zh: '上海市', en: 'Shanghai' },
  '5001': { zh: '重庆市城区', en: 'Chongqing (urban districts)' },
  '5002': { zh: '重庆市郊县', en: 'Chongqing (counties)' },
  // Jiangsu
  '3201': { zh: '南京市', en: 'Nanjing' },
  '3202': { zh: '无锡市', en: 'Wuxi' },
  '3203': { zh: '徐州市', en: 'Xuzhou' },
  '3204': { zh: '常州市', en: 'Changzhou' },
  '3205': { zh: '苏州市', en: 'Suzhou' },
  '3206': { zh: '南通市', en: 'Nantong' },
  '3207': { zh: '连云港市', en: 'Lianyungang' },
  '3208': { zh: '淮安市', en: "Huai'an" },
  '3209': { zh: '盐城市', en: 'Yancheng' },
  '3210': { zh: '扬州市', en: 'Yangzhou' },
  '3211': { zh: '镇江市', en: 'Zhenjiang' },
  '3212': { zh: '泰州市', en: 'Taizhou (Jiangsu)' },
  '3213': { zh: '宿迁市', en: 'Suqian' },
  // Zhejiang
  '3301': { zh: '杭州市', en: 'Hangzhou' },
  '3302': { zh: '宁波市', en: 'Ningbo' },
  '3303': { zh: '温州市', en: 'Wenzhou' },
  '3304': { zh: '嘉兴市', en: 'Jiaxing' },
  '3305': { zh: '湖州市', en: 'Huzhou' },
  '3306': { zh: '绍兴市', en: 'Shaoxing' },
  '3307': { zh: '金华市', en: 'Jinhua' },
  '3308': { zh: '衢州市', en: 'Quzhou' },
  '3309': { zh: '舟山市', en: 'Zhoushan' },
  '3310': { zh: '台州市', en: 'Taizhou (Zhejiang)' },
  '3311': { zh: '丽水市', en: 'Lishui' },
  // Shandong (Laiwu, 3712, merged into Jinan in 2019)
  '3701': { zh: '济南市', en: 'Jinan' },
  '3702': { zh: '青岛市', en: 'Qingdao' },
  '3703': { zh: '淄博市', en: 'Zibo' },
  '3704': { zh: '枣庄市', en: 'Zaozhuang' },
  '3705': { zh: '东营市', en: 'Dongying' },
  '3706': { zh: '烟台市', en: 'Yantai' },
  '3707': { zh: '潍坊市', en: 'Weifang' },
  '3708': { zh: '济宁市', en: 'Jining' },
  '3709': { zh: '泰安市', en: "Tai'an" },
  '3710': { zh: '威海市', en: 'Weihai' },
  '3711': { zh: '日照市', en: 'Rizhao' },
  '3713': { zh: '临沂市', en: 'Linyi' },
  '3714': { zh: '德州市', en: 'Dezhou' },
  '3715': { zh: '聊城市', en: 'Liaocheng' },
  '3716': { zh: '滨州市', en: 'Binzhou' },
  '3717': { zh: '菏泽市', en: 'Heze' },
  // Guangdong
  '4401': { zh: '广州市', en: 'Guangzhou' },
  '4402': { zh: '韶关市', en: 'Shaoguan' },
  '4403': { zh: '深圳市', en: 'Shenzhen' },
  '4404': { zh: '珠海市', en: 'Zhuhai' },
  '4405': { zh: '汕头市', en: 'Shantou' },
  '4406': { zh: '佛山市', en: 'Foshan' },
  '4407': { zh: '江门市', en: 'Jiangmen' },
  '4408': { zh: '湛江市', en: 'Zhanjiang' },
  '4409': { zh: '茂名市', en: 'Maoming' },
  '4412': { zh: '肇庆市', en: 'Zhaoqing' },
  '4413': { zh: '惠州市', en: 'Huizhou' },
  '4414': { zh: '梅州市', en: 'Meizhou' },
  '4415': { zh: '汕尾市', en: 'Shanwei' },
  '4416': { zh: '河源市', en: 'Heyuan' },
  '4417': { zh: '阳江市', en: 'Yangjiang' },
  '4418': { zh: '清远市', en: 'Qingyuan' },
  '4419': { zh: '东莞市', en: 'Dongguan' },
  '4420': { zh: '中山市', en: 'Zhongshan' },
  '4451': { zh: '潮州市', en: 'Chaozhou' },
  '4452': { zh: '揭阳市', en: 'Jieyang' },
  '4453': { zh: '云浮市', en: 'Yunfu' },
};

export const provinceCodes: readonly string[] = Object.keys(provinces).sort();

/** The province of a city code (its first two digits). */
export const provinceOfCity = (city: string): string => city.slice(0, 2);

/** The catalogued cities of a province, by code (empty: the catalogue lists none, the whole province only). */
export const citiesOf = (province: string): string[] =>
  Object.keys(cities)
    .filter((c) => provinceOfCity(c) === province)
    .sort();

const nameIn = (entry: RegionName | undefined, lang: string, code: string): string =>
  entry ? (lang === 'en-US' ? entry.en : entry.zh) : code;

/** A province's name in the reader's language (its code when the catalogue does not know it). */
export const provinceName = (code: string, lang: string): string => nameIn(provinces[code], lang, code);
/** A city's name in the reader's language (its code when the catalogue does not know it). */
export const cityName = (code: string, lang: string): string => nameIn(cities[code], lang, code);

/** Where a session was, in words: 'Guangdong · Shenzhen', or the province alone when the city is unknown. */
export const placeName = (province: string, city: string | null, lang: string): string =>
  city ? `${provinceName(province, lang)} · ${cityName(city, lang)}` : provinceName(province, lang);

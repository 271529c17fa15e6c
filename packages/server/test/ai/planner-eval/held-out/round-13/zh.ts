import type { EvalCase } from '../../types';

/**
 * Held-out round 13, Chinese: everyday goals a family sets for a 3–7-year-old, typed as a parent or
 * a child types them (short phrases, whole sentences), the first ones in simplified characters as
 * a mainland family types them, the rest in traditional characters as a Taiwanese or Hong Kong
 * family types them, with their own words, some in Cantonese. They keep to the spread of family
 * life with small children: the morning and bedtime routine, dressing, eating, toileting,
 * washing, teeth, tidying, chores, pets and plants, feelings, brothers and sisters and friends,
 * kindergarten and school, reading, counting and writing, crafts, music, sport and play, outings,
 * safety, the doctor and the dentist, money, screens, holidays and seasons (the Spring Festival,
 * the Lantern Festival, Qingming, the Dragon Boat Festival, the Mid-Autumn Festival, Children's
 * Day, the Hungry Ghost Festival), and the rarer days (a new baby, moving house, a typhoon day, a
 * hospital stay, a first flight, a grandparent's funeral). Each lists the words a relevant plan
 * names beyond the goal's own (relevance.ts), in simplified characters, as the plan answers,
 * decided when the goal was written. Written on 2026-11-27 without reading the planner's library
 * or matcher, committed before any library change it may prompt, and never edited: a later round
 * adds a new directory.
 * Before the commit, the 14 goals that a tuning set or an earlier round already held word for
 * word were taken out, and the writer added others in their place, again without reading the
 * library.
 */
export const zhHeldOutSimplified: EvalCase[] = [
  ['早上闹钟一响就起床', '伸懒腰|拉窗帘|穿衣|洗脸|早餐|贴纸|音乐|拖鞋'],
  ['朵朵晚上能自己在小床睡到天亮', '夜灯|绘本|玩偶|奖励|贴纸|拥抱|房门|表格'],
  ['午睡不哭不闹', '窗帘|安静|故事|小被子|音乐|躺下|闭眼|玩偶'],
  ['自己穿好衣服再出房间', '裤子|袜子|上衣|内裤|顺序|椅子|前一晚|准备'],
  ['学会自己扣衬衫扣子', '扣眼|手指|对齐|从下往上|镜子|练习|外套|慢慢'],
  ['下雨天自己穿雨衣雨鞋', '帽子|袖子|拉链|左右|雨伞|门口|挂钩|水坑'],
  ['吃饭不挑食，青菜也吃一口', '胡萝卜|西兰花|盘子|尝|一小口|表扬|贴纸|蔬菜'],
  ['自己用筷子夹菜', '手指|握|练习|豆子|夹子|碗|勺子|慢慢'],
  ['吃饭的时候坐在椅子上不乱跑', '餐桌|规则|计时|碗|吃完|表扬|勺子|饭菜'],
  ['晚上不用尿不湿', '厕所|马桶|起夜|睡前|喝水|床垫|隔尿垫|内裤|奖励'],
  ['大便完自己擦屁股', '卫生纸|前往后|冲水|洗手|肥皂|折|马桶|纸巾'],
  ['幼儿园里敢上厕所', '老师|举手|马桶|冲水|洗手|蹲|练习|小便'],
  ['从外面回家先洗手', '肥皂|洗手液|水龙头|毛巾|儿歌|搓|指甲|擦干'],
  ['剪指甲不哭闹', '指甲刀|锉|儿歌|手指|数|故事|洗澡后|坐好'],
  ['早晚刷牙两分钟', '牙刷|牙膏|沙漏|计时|儿歌|上面|下面|吐|漱口'],
  ['玩完积木放回箱子里', '盒子|分类|颜色|架子|地板|收纳|盖子|整理'],
  ['周末自己整理房间', '床|衣服|玩具|篮子|抽屉|书架|地板|清单'],
  ['帮妈妈晾袜子', '夹子|衣架|阳台|洗衣机|配对|篮子|抖|晾衣'],
  ['每天给小乌龟换水', '水盆|龟粮|刷子|晒太阳|温度|日历|清洗|喂'],
  ['带狗狗下楼遛弯', '牵引绳|项圈|便便|袋子|马路|零食|红绿灯|电梯'],
  ['怕黑不敢一个人睡', '夜灯|手电筒|怪兽|玩偶|故事|房门|开灯|陪'],
  ['和弟弟轮流玩滑板车', '沙漏|计时|等待|规则|公平|交换|分享|头盔'],
  ['上大班交到新朋友', '名字|打招呼|一起玩|分享|玩具|邀请|老师|游戏'],
  ['九月上小学前做好准备', '书包|文具|铅笔|校服|老师|作息|参观|教室|课本'],
  ['晚上自己收拾书包', '课本|铅笔盒|作业|清单|水杯|检查|门口|课程表'],
  ['每天睡前认十个字', '识字卡|绘本|拼音|读|游戏|贴纸|指|复习'],
  ['上小学前学会写自己的名字', '笔画|铅笔|描红|田字格|格子|本子|练习|笔顺'],
  ['用树叶做贴画', '胶水|卡纸|剪刀|压平|书|颜色|图案|捡'],
  ['学弹钢琴不耍赖', '琴键|音符|计时|贴纸|老师|手指|曲子|谱'],
  ['周末学骑自行车', '头盔|踏板|平衡|刹车|扶|车把|辅助轮|护膝'],
  ['去游泳馆学憋气', '吐泡泡|水面|眼镜|浮板|教练|呼吸|鼻子|泳池'],
  ['记住爸爸的手机号', '数字|背|儿歌|卡片|重复|手环|紧急|写'],
  ['打疫苗不怕', '针|胳膊|创可贴|抱|勇敢|护士|贴纸|深呼吸'],
  ['元宵节去看花灯不走丢', '灯笼|牵手|人多|电话|手环|集合|警察|汤圆'],
  ['六一儿童节在台上表演', '舞蹈|排练|衣服|镜子|观众|鼓掌|紧张|音乐'],
  ['过年回老家，豆豆见了亲戚不肯叫人', '叔叔|阿姨|爷爷|奶奶|拜年|红包|称呼|练习|谢谢'],
  ['清明带乐乐回乡下给太爷爷扫墓', '墓碑|鲜花|菊花|鞠躬|纪念|照片|祖先|安静'],
  ['二胎下个月生，老大最近老说不要妹妹', '哥哥|姐姐|绘本|礼物|陪伴|抱|医院|帮忙|单独'],
  ['暑假要从成都搬到杭州，幼儿园也得换', '新家|纸箱|房间|告别|老师|照片|参观|朋友'],
  ['周六奶奶来，想让小米跟着学包饺子', '面粉|面皮|馅|擀面杖|捏|洗手|围裙|煮'],
  ['小宇一关电视就大哭大闹', '计时|提前|提醒|遥控器|一集|规则|闹钟|游戏'],
  ['在小区楼下玩，有不认识的人给糖不能跟着走', '拒绝|大声|保安|爸爸|妈妈|规则|角色扮演|喊|陌生人'],
  ['发烧了，药一喂就吐出来', '量杯|针管|体温计|喝水|果汁|休息|贴纸|医生|慢慢'],
];

export const zhHeldOutTraditional: EvalCase[] = [
  ['起床後自己摺被子', '枕头|床单|拉平|对折|整齐|角|铺|叠'],
  ['小寶自己穿鞋子出門', '左右|贴纸|鞋带|魔术贴|鞋跟|坐下|鞋柜|袜子'],
  ['早餐自己倒牛奶不灑出來', '杯子|小壶|慢慢|扶|托盘|抹布|一半|两只手'],
  ['唔好再瀨尿', '厕所|马桶|睡前|喝水|床垫|尿片|奖励|夜灯'],
  ['洗澡時自己洗頭', '洗发水|泡泡|冲水|毛巾|眼睛|浴帽|搓|镜子'],
  ['睡覺前用牙線', '牙缝|牙齿|镜子|轻轻|牙刷|刷牙|牙龈|晚上'],
  ['玩完玩具要自己執返好', '箱子|盒子|分类|架子|地板|儿歌|整理|篮子'],
  ['餵貓咪吃飯同換水', '猫粮|碗|水碗|猫砂|铲|日历|清洗|份量'],
  ['養蠶寶寶', '桑叶|盒子|清理|蚕茧|观察|日记|洗手|纸巾'],
  ['發脾氣時會講出來', '深呼吸|感受|生气|词语|抱抱|枕头|冷静|角落'],
  ['同細佬唔好成日打交', '轮流|规则|道歉|分享|计时|公平|拥抱|说话'],
  ['第一天上幼稚園不哭', '书包|老师|拥抱|再见|照片|玩偶|参观|接'],
  ['用紙盒做機器人', '胶带|剪刀|瓶盖|颜料|胶水|画笔|眼睛|纸箱'],
  ['放學去公園玩滑梯要排隊', '轮流|等|前面|后面|规则|推|楼梯|朋友'],
  ['週末去動物園', '地图|水壶|帽子|防晒|零食|推车|厕所|门票'],
  ['搭捷運要牽好手', '车厢|月台|黄线|扶手|座位|车门|安静|卡'],
  ['坐飛機去日本唔好嘈', '耳朵|糖果|平板|故事书|零食|安全带|耳机|窗户'],
  ['記得自己屋企地址', '街|号码|楼|重复|写|卡片|电话|小区'],
  ['颱風天在家不無聊', '桌游|积木|画画|手电筒|电池|窗户|故事|零食'],
  ['看牙醫補牙不怕', '椅子|嘴巴|张开|镜子|灯|麻药|贴纸|牙齿'],
  ['存零用錢買玩具', '存钱罐|硬币|价格|数|每周|目标|记录|元'],
  ['平板只可以玩半個鐘', '计时|闹钟|规则|提醒|游戏|关机|户外|分钟'],
  ['中秋節同家人燒烤', '月饼|柚子|灯笼|木炭|烤肉|月亮|夹子|烤架'],
  ['端午節包糉子', '糯米|粽叶|线|绑|豆|肉|蒸|龙舟'],
  ['嫲嫲過身，點同仔仔講', '去世|难过|照片|回忆|哭|拥抱|葬礼|花'],
  ['農曆新年去拜年，要識得講恭喜發財', '红包|利是|谢谢|长辈|新年快乐|身体健康|练习|鞠躬'],
  ['帶小孩去全聯買東西，一直吵著要買糖果', '清单|购物车|约定|帮忙|规则|零食|推车|一样'],
  ['個女返學成日唔記得帶水樽', '书包|清单|门口|前一晚|检查|贴纸|挂钩|提醒'],
  ['兒子很怕剪頭髮，一進理髮店就哭', '剪刀|推剪|围布|镜子|平板|贴纸|椅子|奖励|理发师'],
  ['細路食飯要自己用匙羹，唔好再餵', '勺子|碗|围兜|慢慢|练习|桌子|表扬|汤'],
];

export const zhHeldOut: EvalCase[] = [...zhHeldOutSimplified, ...zhHeldOutTraditional];

#include "isa/properties.h"

#include <charconv>
#include <system_error>
#include <utility>

namespace gfxsim::isa {

namespace {

constexpr std::pair<std::string_view, IssueUnit> kUnits[] = {
    {"internal", IssueUnit::Internal}, {"valu", IssueUnit::Valu}, {"salu", IssueUnit::Salu}, {"smem", IssueUnit::Smem},
    {"vmem", IssueUnit::Vmem},         {"lds", IssueUnit::Lds},   {"branch", IssueUnit::Branch},
    {"matrix", IssueUnit::Matrix}};

constexpr std::pair<std::string_view, InstOp> kOps[] = {
    {"alu", InstOp::Alu},           {"load", InstOp::Load},         {"store", InstOp::Store},
    {"atomic", InstOp::Atomic},     {"access", InstOp::Access},     {"branch", InstOp::Branch},
    {"waitcnt", InstOp::Waitcnt},   {"waitcnt_one", InstOp::WaitcntOne}, {"waitcnt_depctr", InstOp::WaitDepctr}, {"barrier", InstOp::Barrier},
    {"nop", InstOp::Nop},           {"sleep", InstOp::Sleep},       {"setprio", InstOp::SetPrio},
    {"endpgm", InstOp::EndPgm},     {"sendmsg", InstOp::SendMsg},   {"memtime", InstOp::MemTime},
    {"inv_l1", InstOp::InvL1},      {"inv_gl1", InstOp::InvGl1},    {"inv_scalar", InstOp::InvScalar},
    {"wb_l2", InstOp::WbL2},        {"other", InstOp::Other}};

constexpr std::pair<std::string_view, RateClass> kRates[] = {
    {"full", RateClass::Full}, {"trans", RateClass::Trans}, {"f64", RateClass::F64}, {"imul", RateClass::IntMul}, {"imul64", RateClass::IntMul64}};

constexpr std::pair<std::string_view, HazardClass> kHazards[] = {
    {"reads_vcc_after_valu", HazardClass::ReadsVccAfterValu}, {"lane_select", HazardClass::LaneSelect}};

template <class T, size_t N>
std::string lookup(const std::pair<std::string_view, T> (&table)[N], std::string_view key, std::string_view value, T& out) {
  for (const auto& [name, v] : table)
    if (name == value) {
      out = v;
      return {};
    }
  std::string all;
  for (const auto& [name, v] : table) all += (all.empty() ? "" : ", ") + std::string(name);
  return "'" + std::string(key) + "=" + std::string(value) + "': expected one of " + all;
}

template <class T, size_t N>
std::string_view nameOf(const std::pair<std::string_view, T> (&table)[N], T v) {
  for (const auto& [name, x] : table)
    if (x == v) return name;
  return "?";
}

}  // namespace

std::string setProperty(InstProps& p, std::string_view key, std::string_view value) {
  if (key == "unit") {
    p.hasUnit = true;
    return lookup(kUnits, key, value, p.unit);
  }
  if (key == "op") {
    p.hasOp = true;
    return lookup(kOps, key, value, p.op);
  }
  if (key == "rate") return lookup(kRates, key, value, p.rate);
  if (key == "waits") {
    if (value.empty()) return "'waits=' needs a counter name";
    p.waits = std::string(value);
    return {};
  }
  if (key == "access_bytes" || key == "addresses" || key == "offset_scale" || key == "cycles") {
    const unsigned most = key == "access_bytes" ? 16 : key == "addresses" ? 2 : key == "cycles" ? 127 : 64;
    unsigned v = 0;
    auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (ec != std::errc() || end != value.data() + value.size() || v == 0 || v > most)
      return "'" + std::string(key) + "=" + std::string(value) + "': expected a number from 1 to " + std::to_string(most);
    (key == "access_bytes" ? p.accessBytes : key == "addresses" ? p.addresses : key == "cycles" ? p.cycles : p.offsetScale) =
        static_cast<uint8_t>(v);
    return {};
  }
  if (key == "hazards") {
    // A comma-separated list replaces the row's classes; `hazards=none` clears them.
    p.hazards = 0;
    if (value == "none") return {};
    while (!value.empty()) {
      size_t comma = value.find(',');
      HazardClass h{};
      if (std::string e = lookup(kHazards, key, value.substr(0, comma), h); !e.empty()) return e;
      p.hazards |= 1u << static_cast<unsigned>(h);
      value = comma == std::string_view::npos ? std::string_view() : value.substr(comma + 1);
    }
    return {};
  }
  return "unknown property '" + std::string(key) + "' (unit, op, rate, waits, hazards, access_bytes, addresses, offset_scale, cycles)";
}

bool globMatch(std::string_view pattern, std::string_view text) {
  // Iterative, with one backtrack point: the last `*` seen.
  size_t p = 0, t = 0, star = std::string_view::npos, resume = 0;
  while (t < text.size()) {
    if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (p < pattern.size() && pattern[p] == text[t]) {
      ++p, ++t;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

std::string_view unitName(IssueUnit u) { return nameOf(kUnits, u); }
std::string_view opName(InstOp o) { return nameOf(kOps, o); }

}  // namespace gfxsim::isa

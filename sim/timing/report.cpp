// Timing statistics as a table and as JSON.
#include <cstdio>
#include <string>

#include "timing/gpu.h"

namespace gfxsim::timing {

namespace {

std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

std::string jsonString(const std::string& s) {
  std::string o = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\') o += '\\';
    if (static_cast<unsigned char>(ch) < 0x20) {
      o += fmt("\\u%04x", static_cast<unsigned char>(ch));
      continue;
    }
    o += ch;
  }
  return o + "\"";
}

}  // namespace

std::string statsTable(const TimingStats& s) {
  std::string o;
  auto line = [&](const std::string& k, const std::string& v) {
    char buf[256];
    std::snprintf(buf, sizeof buf, "  %-28s %s\n", k.c_str(), v.c_str());
    o += buf;
  };
  o += "timing (" + s.gpu + ", " + s.target + (s.rdna ? (s.wgpMode ? ", WGP mode" : ", CU mode") : "") +
       ", wave" + std::to_string(s.waveSize) + ")\n";
  line("cycles", std::to_string(s.cycles) + fmt(" (%.3f us at ", s.microseconds()) + fmt("%.0f MHz)", s.coreMhz));
  line("active window", "cycles " + std::to_string(s.firstIssue) + " to " + std::to_string(s.lastIssue) + " (first to last instruction issued)");
  line("wave-instructions", std::to_string(s.waveInstructions) + " (" + std::to_string(s.valuInstructions) + " VALU)");
  line("IPC", fmt("%.3f per GPU, ", s.ipc) + fmt("%.4f per CU", s.ipcPerCu));
  line("wave occupancy", fmt("%.1f%% of wave slots", 100 * s.occupancy));
  line("waves / work-groups", std::to_string(s.waves) + " / " + std::to_string(s.workgroups));
  uint64_t total = 0;
  for (uint64_t v : s.stalls) total += v;
  o += "  stalls (wave-cycles not issuing, by reason):\n";
  for (unsigned k = 0; k < kStallCount; ++k) {
    if (!s.stalls[k]) continue;
    line("    " + stallName(k, s.isa), std::to_string(s.stalls[k]) + fmt(" (%.1f%%)", total ? 100.0 * static_cast<double>(s.stalls[k]) / static_cast<double>(total) : 0));
  }
  o += "  memory:\n";
  char hdr[160];
  std::snprintf(hdr, sizeof hdr, "    %-20s %6s %12s %12s %8s %14s %14s\n", "level", "count", "hits", "misses", "hit %",
                "bytes in", "bytes out");
  o += hdr;
  for (const LevelStats& l : s.levels) {
    char buf[200];
    std::snprintf(buf, sizeof buf, "    %-20s %6u %12llu %12llu %7.1f%% %14llu %14llu\n", l.name.c_str(), l.instances,
                  static_cast<unsigned long long>(l.c.hits), static_cast<unsigned long long>(l.c.misses), 100 * l.hitRate(),
                  static_cast<unsigned long long>(l.c.bytesRead), static_cast<unsigned long long>(l.c.bytesWritten));
    o += buf;
  }
  line("  LDS", std::to_string(s.ldsAccesses) + " instructions, " + std::to_string(s.ldsConflictCycles) + " bank-conflict cycles");
  line("  DRAM", std::to_string(s.dramBytesRead) + " B read, " + std::to_string(s.dramBytesWritten) + " B written, " +
                     fmt("%.1f GB/s achieved", s.dramGBs) + "; row hits " + std::to_string(s.dramRowHits) + ", misses " +
                     std::to_string(s.dramRowMisses) + "; " + std::to_string(s.l2WrittenBack) + " B written back at the end");
  line("host", fmt("%.3f s, ", s.hostSeconds) + std::to_string(s.partitions) + " partitions, " + std::to_string(s.threads) +
                   " threads, " + std::to_string(s.epochs) + " epochs");
  return o;
}

std::string statsJson(const TimingStats& s) {
  std::string o = "{\n";
  o += "  \"gpu\": " + jsonString(s.gpu) + ",\n  \"config\": " + jsonString(s.config) + ",\n  \"target\": " + jsonString(s.target) + ",\n";
  o += "  \"wave_size\": " + std::to_string(s.waveSize) + ",\n  \"wgp_mode\": " + (s.wgpMode ? "true" : "false") + ",\n";
  o += "  \"core_mhz\": " + fmt("%.3f", s.coreMhz) + ",\n  \"cycles\": " + std::to_string(s.cycles) + ",\n";
  o += "  \"microseconds\": " + fmt("%.6f", s.microseconds()) + ",\n";
  o += "  \"first_issue\": " + std::to_string(s.firstIssue) + ",\n  \"last_issue\": " + std::to_string(s.lastIssue) + ",\n";
  o += "  \"wave_instructions\": " + std::to_string(s.waveInstructions) + ",\n  \"valu_instructions\": " + std::to_string(s.valuInstructions) + ",\n";
  o += "  \"waves\": " + std::to_string(s.waves) + ",\n  \"workgroups\": " + std::to_string(s.workgroups) + ",\n";
  o += "  \"ipc\": " + fmt("%.6f", s.ipc) + ",\n  \"ipc_per_cu\": " + fmt("%.6f", s.ipcPerCu) + ",\n  \"occupancy\": " + fmt("%.6f", s.occupancy) + ",\n";
  o += "  \"stalls\": {";
  bool first = true;
  for (unsigned k = 0; k < kStallCount; ++k) {
    std::string name = stallName(k, s.isa);
    if (name.empty()) continue;
    o += std::string(first ? "" : ", ") + jsonString(name) + ": " + std::to_string(s.stalls[k]);
    first = false;
  }
  o += "},\n  \"caches\": [";
  for (size_t i = 0; i < s.levels.size(); ++i) {
    const LevelStats& l = s.levels[i];
    o += std::string(i ? "," : "") + "\n    {\"level\": " + jsonString(l.name) + ", \"instances\": " + std::to_string(l.instances) +
         ", \"hits\": " + std::to_string(l.c.hits) + ", \"misses\": " + std::to_string(l.c.misses) + ", \"hit_rate\": " + fmt("%.6f", l.hitRate()) +
         ", \"bytes_in\": " + std::to_string(l.c.bytesRead) + ", \"bytes_out\": " + std::to_string(l.c.bytesWritten) +
         ", \"invalidations\": " + std::to_string(l.c.invalidations) + "}";
  }
  o += "\n  ],\n  \"lds\": {\"instructions\": " + std::to_string(s.ldsAccesses) + ", \"conflict_cycles\": " + std::to_string(s.ldsConflictCycles) + "},\n";
  o += "  \"dram\": {\"bytes_read\": " + std::to_string(s.dramBytesRead) + ", \"bytes_written\": " + std::to_string(s.dramBytesWritten) +
       ", \"achieved_gbs\": " + fmt("%.3f", s.dramGBs) + ", \"row_hits\": " + std::to_string(s.dramRowHits) +
       ", \"row_misses\": " + std::to_string(s.dramRowMisses) + ", \"l2_written_back\": " + std::to_string(s.l2WrittenBack) + "},\n";
  o += "  \"host\": {\"seconds\": " + fmt("%.6f", s.hostSeconds) + ", \"threads\": " + std::to_string(s.threads) +
       ", \"partitions\": " + std::to_string(s.partitions) + ", \"epochs\": " + std::to_string(s.epochs) + "}\n}\n";
  return o;
}

}  // namespace gfxsim::timing

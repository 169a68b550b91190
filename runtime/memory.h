// The simulated device address space (AMDGPUUsage, "Address Spaces": the global, generic (flat),
// local and private address spaces and the flat apertures).
//
// Global memory is a set of allocations handed out by a bump allocator, so the same sequence of
// allocate/free calls gives the same addresses on every run and every host. Addresses are never
// reused (a freed allocation stays in the table, so a late access is reported as a use after
// free). Every allocation starts on a granule boundary (64 KiB by default) and is followed by at
// least one unmapped granule; a flat page table (one 32-bit entry per granule of the used range)
// maps an address to its allocation in O(1), then the byte range is checked against the
// allocation's exact size.
//
// Two 4 GiB apertures, outside the global range, are the flat-address windows onto LDS
// (shared) and scratch (private): src_shared_base/limit and src_private_base/limit on GFX9+.
// They are not backed here -- LDS belongs to a work-group and scratch addresses are swizzled per
// lane (rt::swizzledScratchAddress) -- so the simulator decodes them with classify() and maps
// them itself; an access through this class that lands in an aperture is reported as such.
//
// A host-shared space (MemoryConfig::hostAddresses, what the drop-in HSA runtime uses): every
// allocation's device address is the host virtual address of its bytes, as on a GPU that shares
// the process's address space (HIP hands host pointers to kernels). allocate() then maps fresh
// host pages, and adopt() registers bytes the host program owns (pinned or locked memory) at
// their own address; several adopted ranges may share a granule.
//
// Device-side accesses (checkRange, probe, translate, the lane-batched calls) honour read-only
// allocations; host-side helpers (read, write, fill, copy, load, store) are the runtime's own
// writes and check bounds only. Allocation, adoption and free may run on other threads while
// kernels access memory (a host program allocates while the packet processor runs a kernel):
// the page table is two-level with atomic entries and records are never deleted, so an access
// sees either the old or the new mapping of a granule. Freeing memory a running kernel still
// uses is the host program's bug, as on hardware.
#pragma once
#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "isa/target.h"

namespace gfxsim::rt {

using Addr = uint64_t;

// "0x100020000": how every runtime message prints an address.
std::string hexString(uint64_t v);

// Lanes in the widest wave; the lane-batched calls take up to this many addresses.
inline constexpr unsigned kMaxLanes = 64;

enum class Access : uint8_t { Read, Write, Atomic };  // Atomic = read-modify-write
std::string_view accessName(Access a);                 // "read", "write", "atomic"

// The LDS and scratch apertures of flat addressing (AMDGPUUsage, "Address Spaces"). Each is
// 4 GiB and 4 GiB aligned; a flat address whose bits 63:32 equal an aperture's high half is in it.
// Defaults (the GFX9+ apertures of Linux amdkfd, kfd_flat_memory.c): shared at 1<<48, private at
// 2<<48, both above the 47-bit user address range, so SH_MEM_BASES can express them too.
struct Apertures {
  static constexpr uint64_t kSize = uint64_t{1} << 32;
  uint64_t sharedBase = uint64_t{1} << 48;
  uint64_t privateBase = uint64_t{2} << 48;

  uint64_t sharedLimit() const { return sharedBase + kSize - 1; }    // SRC_SHARED_LIMIT
  uint64_t privateLimit() const { return privateBase + kSize - 1; }  // SRC_PRIVATE_LIMIT
  uint32_t sharedHi() const { return static_cast<uint32_t>(sharedBase >> 32); }
  uint32_t privateHi() const { return static_cast<uint32_t>(privateBase >> 32); }
  // SH_MEM_BASES as s_getreg reads it on GFX9+: bits 15:0 PRIVATE_BASE = privateBase[63:48],
  // bits 31:16 SHARED_BASE = sharedBase[63:48]. Throws Error when a base has bits 47:0 set.
  uint32_t shMemBases() const;
  // The apertures a target uses (the same for every GFX9-GFX11 target gfxsim knows).
  static Apertures forTarget(const isa::TargetId& target);
  bool operator==(const Apertures&) const = default;
};

// What a 64-bit flat address refers to (the aperture test on bits 63:32 above).
enum class AddressKind : uint8_t { Global, Shared, Private };

struct MemoryConfig {
  // Device address = host address (see above); globalBase/globalLimit then only bound adopt().
  bool hostAddresses = false;
  Addr globalBase = uint64_t{1} << 32;   // first allocation; nothing below 4 GiB is mapped
  Addr globalLimit = uint64_t{1} << 47;  // end of the allocatable range
  uint64_t granule = uint64_t{64} << 10; // page-table unit, allocation start alignment, guard gap
  Apertures apertures;
};

enum class AllocKind : uint8_t { Buffer, Kernarg, Queue, Ring, Signal, Scratch, Code, Other };
std::string_view allocKindName(AllocKind k);

struct Allocation {
  uint32_t id = 0;       // 1, 2, ... in allocation order
  Addr base = 0;
  uint64_t size = 0;     // bytes requested (accesses are checked against this, not the granule)
  uint64_t align = 0;
  AllocKind kind = AllocKind::Buffer;
  std::string name;
  bool readOnly = false; // device writes and atomics fault
  bool freed = false;
  bool adopted = false;  // bytes owned by the host program (adopt()), not by this Memory

  Addr end() const { return base + size; }
  std::string describe() const;  // "#3 'out' [0x100020000, 0x100020190) (400 bytes)"
};

// One failed check, with everything needed to say what went wrong.
struct MemFault {
  enum class Kind : uint8_t {
    Unmapped,     // no allocation there (allocation = nearest one below, if any)
    OutOfBounds,  // inside an allocation's granules but past its size
    Freed,        // the allocation was freed
    ReadOnly,     // write or atomic to a read-only allocation
    Aperture,     // address in the LDS or scratch aperture (not global memory)
    Overflow,     // address + size wraps around 2^64
    Misaligned,   // lane-batched call given bad arguments (size 0, too many lanes, short buffer)
  };
  Kind kind = Kind::Unmapped;
  Access access = Access::Read;
  Addr addr = 0;
  uint64_t size = 0;
  int lane = -1;                          // lane of a lane-batched access, -1 otherwise
  const Allocation* allocation = nullptr; // the allocation concerned (see Kind)
  std::string detail;                     // extra words for Misaligned/Aperture

  // "out-of-bounds write of 4 bytes at 0x100010064 (lane 3): allocation #2 'out'
  //  [0x100010000, 0x100010064) (100 bytes) ends 0 bytes before the access"
  std::string message() const;
};

class Memory {
 public:
  explicit Memory(MemoryConfig cfg = {});
  Memory(const Memory&) = delete;
  Memory& operator=(const Memory&) = delete;
  Memory(Memory&&) noexcept;
  Memory& operator=(Memory&&) noexcept;
  ~Memory();

  // Allocates `size` bytes (0 is allowed and gives a 1-byte-free range that any access
  // faults on), zero-filled, aligned to max(align, granule); align must be a power of two.
  // Throws Error when the global range is exhausted or align is not a power of two.
  Addr allocate(uint64_t size, uint64_t align = 256, std::string name = {},
                AllocKind kind = AllocKind::Buffer, bool readOnly = false);
  // Registers `size` bytes the host owns at `host` as an allocation. Its device address is
  // `host` itself (hostAddresses only), or with `alias` a fresh range of addresses that only the
  // device uses (as a GPU maps locked host pages at an address of its own); in a bump space that
  // range is the one allocate(size) would have given, so a caller that hands its own arrays to
  // the device sees the same addresses as one that copies them. The bytes are neither copied nor
  // cleared; they must stay valid until free() or the Memory's end. Throws Error when the range
  // is empty or (without `alias`) overlaps a live allocation or the space is a bump space.
  Addr adopt(void* host, uint64_t size, std::string name = {}, AllocKind kind = AllocKind::Buffer, bool alias = false);
  // Frees the allocation starting at `base` (its storage is released; an adopted range is only
  // forgotten; in a bump space its addresses stay reserved). Throws Error when base is not the
  // start of a live allocation.
  void free(Addr base);
  void setReadOnly(Addr base, bool readOnly);

  // The live allocation that starts at `base`; throws Error otherwise.
  const Allocation& allocation(Addr base) const;
  // The allocation (live or freed) whose granules contain `a`, or nullptr. O(1).
  const Allocation* find(Addr a) const noexcept;
  // Live allocations in address order.
  std::vector<const Allocation*> allocations() const;
  // The live allocation containing [a, a+size), or nullptr (host-side lookups of the drop-in
  // runtimes: "is this pointer one of ours?").
  const Allocation* findLive(Addr a, uint64_t size = 1) const;
  // Bytes of the live allocations, adopted ones included; bytesAdopted() of them are the host
  // program's (adopt()), so this Memory holds storage for the difference.
  uint64_t bytesAllocated() const { return liveBytes_; }
  uint64_t bytesAdopted() const { return adoptedBytes_; }

  // --- device-side checks --------------------------------------------------------------
  // nullopt when [a, a+size) lies inside one live allocation and `access` is allowed.
  std::optional<MemFault> probe(Addr a, uint64_t size, Access access) const noexcept;
  // The allocation holding [a, a+size); throws Error(fault.message()) otherwise.
  const Allocation& checkRange(Addr a, uint64_t size, Access access) const;
  // Host pointer to the bytes of [a, a+size) after the same check (throws Error).
  uint8_t* translate(Addr a, uint64_t size, Access access);
  const uint8_t* translate(Addr a, uint64_t size) const;

  // --- lane-batched access (one wave memory instruction) ---------------------------------
  // addrs[i] is lane i's address (addrs.size() <= 64); a lane takes part iff bit i of exec is
  // set. Every active lane is checked before anything is read or written, so a fault leaves
  // memory untouched; the fault names the lowest faulting lane.
  //
  // out[i] = host pointer to lane i's bytes (nullptr for inactive lanes).
  std::optional<MemFault> translateLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane,
                                         Access access, std::span<uint8_t*> out) noexcept;
  // Reads bytesPerLane bytes per active lane into out[lane * bytesPerLane ...]; inactive
  // lanes' bytes are left as they are. Throws Error on a fault.
  void readLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane, std::span<uint8_t> out) const;
  // Writes in[lane * bytesPerLane ...] for every active lane, in ascending lane order (where
  // lanes overlap, the highest active lane's bytes remain). Throws Error on a fault.
  void writeLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane, std::span<const uint8_t> in);
  // Non-throwing forms: the fault, or nullopt after the access was done.
  std::optional<MemFault> tryReadLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane,
                                       std::span<uint8_t> out) const noexcept;
  std::optional<MemFault> tryWriteLanes(std::span<const Addr> addrs, uint64_t exec, uint32_t bytesPerLane,
                                        std::span<const uint8_t> in) noexcept;

  // --- host-side helpers (bounds checked, read-only allocations writable) ----------------
  void write(Addr a, std::span<const uint8_t> bytes);
  void read(Addr a, std::span<uint8_t> bytes) const;
  std::vector<uint8_t> readBytes(Addr a, uint64_t size) const;
  void fill(Addr a, uint8_t value, uint64_t size);
  void copy(Addr dst, Addr src, uint64_t size);  // memmove semantics within one allocation
  template <class T>
  T load(Addr a) const {
    static_assert(std::is_trivially_copyable_v<T>);
    T v;
    std::memcpy(&v, hostRange(a, sizeof(T), Access::Read), sizeof(T));
    return v;
  }
  template <class T>
  void store(Addr a, T v) {
    static_assert(std::is_trivially_copyable_v<T>);
    std::memcpy(hostRange(a, sizeof(T), Access::Write), &v, sizeof(T));
  }

  // --- apertures --------------------------------------------------------------------------
  const Apertures& apertures() const { return cfg_.apertures; }
  AddressKind classify(Addr flat) const noexcept;
  const MemoryConfig& config() const { return cfg_; }

 private:
  struct Record;
  struct PageTable;
  const Record* lookup(Addr a) const noexcept;
  const Record* lookupShared(Addr a) const noexcept;
  Record* addRecord(std::unique_ptr<Record> rec);
  Addr bump(uint64_t size, uint64_t align, const std::string& name);  // a bump-space range; lock_ held
  void mapRecord(Record* rec);
  std::optional<MemFault> check(Addr a, uint64_t size, Access access, bool host, const Record** rec) const noexcept;
  uint8_t* hostRange(Addr a, uint64_t size, Access access) const;  // host-side check, throws
  [[noreturn]] void fail(const MemFault& f) const;

  MemoryConfig cfg_;
  unsigned granuleShift_ = 16;
  Addr next_ = 0;                                // bump pointer
  std::unique_ptr<PageTable> pages_;             // granule -> record (two levels, atomic entries)
  std::vector<std::unique_ptr<Record>> records_; // by id - 1 (writers only)
  std::map<Addr, const Record*> live_;           // live allocations by base (writers, slow paths)
  std::unique_ptr<std::mutex> lock_;             // serialises writers and the slow lookups
  uint64_t liveBytes_ = 0;
  uint64_t adoptedBytes_ = 0;
};

}  // namespace gfxsim::rt

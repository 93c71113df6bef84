
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data/properties/member_destinations/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_15 = obj["id"]
      if (value_id_15 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_15 !== 'string') {
          if (value_id_15 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_15 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_15.toISOString() + JSON_STR_QUOTE
          } else if (value_id_15 instanceof RegExp) {
            json += asString(value_id_15.source)
          } else {
            json += asString(value_id_15.toString())
          }
        } else {
          json += asString(value_id_15)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_label_16 = obj["label"]
      if (value_label_16 !== undefined) {
        json += ",\"label\":"
        
        if (typeof value_label_16 !== 'string') {
          if (value_label_16 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_label_16 instanceof Date) {
            json += JSON_STR_QUOTE + value_label_16.toISOString() + JSON_STR_QUOTE
          } else if (value_label_16 instanceof RegExp) {
            json += asString(value_label_16.source)
          } else {
            json += asString(value_label_16.toString())
          }
        } else {
          json += asString(value_label_16)
        }
        
      } else {
        throw new Error('"label" is required!')
      }
      
      const value_type_17 = obj["type"]
      if (value_type_17 !== undefined) {
        json += ",\"type\":"
        
        if (typeof value_type_17 !== 'string') {
          if (value_type_17 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_type_17 instanceof Date) {
            json += JSON_STR_QUOTE + value_type_17.toISOString() + JSON_STR_QUOTE
          } else if (value_type_17 instanceof RegExp) {
            json += asString(value_type_17.source)
          } else {
            json += asString(value_type_17.toString())
          }
        } else {
          json += asString(value_type_17)
        }
        
      } else {
        throw new Error('"type" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/data/properties/member_destinations"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/member_destinations' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous3(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous3(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/domain_verdict_contributors/items"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_dispatch_lane_21 = obj["dispatch_lane"]
      if (value_dispatch_lane_21 !== undefined) {
        json += "{\"dispatch_lane\":"
        
        if (typeof value_dispatch_lane_21 !== 'string') {
          if (value_dispatch_lane_21 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_dispatch_lane_21 instanceof Date) {
            json += JSON_STR_QUOTE + value_dispatch_lane_21.toISOString() + JSON_STR_QUOTE
          } else if (value_dispatch_lane_21 instanceof RegExp) {
            json += asString(value_dispatch_lane_21.source)
          } else {
            json += asString(value_dispatch_lane_21.toString())
          }
        } else {
          json += asString(value_dispatch_lane_21)
        }
        
      } else {
        throw new Error('"dispatch_lane" is required!')
      }
      
      const value_tag_dimensions_key_22 = obj["tag_dimensions_key"]
      if (value_tag_dimensions_key_22 !== undefined) {
        json += ",\"tag_dimensions_key\":"
        
        if (typeof value_tag_dimensions_key_22 !== 'string') {
          if (value_tag_dimensions_key_22 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_tag_dimensions_key_22 instanceof Date) {
            json += JSON_STR_QUOTE + value_tag_dimensions_key_22.toISOString() + JSON_STR_QUOTE
          } else if (value_tag_dimensions_key_22 instanceof RegExp) {
            json += asString(value_tag_dimensions_key_22.source)
          } else {
            json += asString(value_tag_dimensions_key_22.toString())
          }
        } else {
          json += asString(value_tag_dimensions_key_22)
        }
        
      } else {
        throw new Error('"tag_dimensions_key" is required!')
      }
      
      const value_basis_23 = obj["basis"]
      if (value_basis_23 !== undefined) {
        json += ",\"basis\":"
        
        if (typeof value_basis_23 !== 'string') {
          if (value_basis_23 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_basis_23 instanceof Date) {
            json += JSON_STR_QUOTE + value_basis_23.toISOString() + JSON_STR_QUOTE
          } else if (value_basis_23 instanceof RegExp) {
            json += asString(value_basis_23.source)
          } else {
            json += asString(value_basis_23.toString())
          }
        } else {
          json += asString(value_basis_23)
        }
        
      } else {
        throw new Error('"basis" is required!')
      }
      
      const value_in_flight_share_bps_24 = obj["in_flight_share_bps"]
      if (value_in_flight_share_bps_24 !== undefined) {
        json += ",\"in_flight_share_bps\":"
        
          if (value_in_flight_share_bps_24 === null) {
            json += JSON_STR_NULL
          }
          
          else if(typeof value_in_flight_share_bps_24 === "number" || value_in_flight_share_bps_24 === null) {
            json += asNumber(value_in_flight_share_bps_24)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/domain_verdict_contributors/items/properties/in_flight_share_bps' does not match schema definition.")
  
      } else {
        throw new Error('"in_flight_share_bps" is required!')
      }
      
      const value_service_time_share_bps_25 = obj["service_time_share_bps"]
      if (value_service_time_share_bps_25 !== undefined) {
        json += ",\"service_time_share_bps\":"
        
          if (value_service_time_share_bps_25 === null) {
            json += JSON_STR_NULL
          }
          
          else if(typeof value_service_time_share_bps_25 === "number" || value_service_time_share_bps_25 === null) {
            json += asNumber(value_service_time_share_bps_25)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/domain_verdict_contributors/items/properties/service_time_share_bps' does not match schema definition.")
  
      } else {
        throw new Error('"service_time_share_bps" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/data/properties/domain_verdict_contributors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/domain_verdict_contributors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous5(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous5(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

    function anonymous6 (obj) {
      // "#/properties/data/properties/domain_verdict_firing_series"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/domain_verdict_firing_series' does not match schema definition.")
    }
    const arrayLength = obj.length
  
      if (typeof arrayLength === 'number' && arrayLength >= 128 && Number.isInteger(arrayLength) && arrayLength <= 0xffffffff) {
        return asPlainStringArray(obj, arrayLength)
      }
      
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          
        if (typeof value !== 'string') {
          if (value === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value instanceof Date) {
            json += JSON_STR_QUOTE + value.toISOString() + JSON_STR_QUOTE
          } else if (value instanceof RegExp) {
            json += asString(value.source)
          } else {
            json += asString(value.toString())
          }
        } else {
          json += asString(value)
        }
        
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data/properties/scale_targets/items"
      function anonymous8 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_29 = obj["id"]
      if (value_id_29 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_29 !== 'string') {
          if (value_id_29 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_29 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_29.toISOString() + JSON_STR_QUOTE
          } else if (value_id_29 instanceof RegExp) {
            json += asString(value_id_29.source)
          } else {
            json += asString(value_id_29.toString())
          }
        } else {
          json += asString(value_id_29)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_name_30 = obj["name"]
      if (value_name_30 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_30 !== 'string') {
          if (value_name_30 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_30 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_30.toISOString() + JSON_STR_QUOTE
          } else if (value_name_30 instanceof RegExp) {
            json += asString(value_name_30.source)
          } else {
            json += asString(value_name_30.toString())
          }
        } else {
          json += asString(value_name_30)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_kind_31 = obj["kind"]
      if (value_kind_31 !== undefined) {
        json += ",\"kind\":"
        
        if (typeof value_kind_31 !== 'string') {
          if (value_kind_31 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_kind_31 instanceof Date) {
            json += JSON_STR_QUOTE + value_kind_31.toISOString() + JSON_STR_QUOTE
          } else if (value_kind_31 instanceof RegExp) {
            json += asString(value_kind_31.source)
          } else {
            json += asString(value_kind_31.toString())
          }
        } else {
          json += asString(value_kind_31)
        }
        
      } else {
        throw new Error('"kind" is required!')
      }
      
      const value_metric_source_query_id_32 = obj["metric_source_query_id"]
      if (value_metric_source_query_id_32 !== undefined) {
        json += ",\"metric_source_query_id\":"
        
          if (value_metric_source_query_id_32 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_metric_source_query_id_32 === "string" ||
            value_metric_source_query_id_32 === null ||
            value_metric_source_query_id_32 instanceof Date ||
            value_metric_source_query_id_32 instanceof RegExp ||
            (
              typeof value_metric_source_query_id_32 === "object" &&
              typeof value_metric_source_query_id_32.toString === "function" &&
              value_metric_source_query_id_32.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_metric_source_query_id_32 !== 'string') {
          if (value_metric_source_query_id_32 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_metric_source_query_id_32 instanceof Date) {
            json += JSON_STR_QUOTE + value_metric_source_query_id_32.toISOString() + JSON_STR_QUOTE
          } else if (value_metric_source_query_id_32 instanceof RegExp) {
            json += asString(value_metric_source_query_id_32.source)
          } else {
            json += asString(value_metric_source_query_id_32.toString())
          }
        } else {
          json += asString(value_metric_source_query_id_32)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/scale_targets/items/properties/metric_source_query_id' does not match schema definition.")
  
      } else {
        throw new Error('"metric_source_query_id" is required!')
      }
      
      const value_tag_projection_key_33 = obj["tag_projection_key"]
      if (value_tag_projection_key_33 !== undefined) {
        json += ",\"tag_projection_key\":"
        
          if (value_tag_projection_key_33 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_tag_projection_key_33 === "string" ||
            value_tag_projection_key_33 === null ||
            value_tag_projection_key_33 instanceof Date ||
            value_tag_projection_key_33 instanceof RegExp ||
            (
              typeof value_tag_projection_key_33 === "object" &&
              typeof value_tag_projection_key_33.toString === "function" &&
              value_tag_projection_key_33.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_tag_projection_key_33 !== 'string') {
          if (value_tag_projection_key_33 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_tag_projection_key_33 instanceof Date) {
            json += JSON_STR_QUOTE + value_tag_projection_key_33.toISOString() + JSON_STR_QUOTE
          } else if (value_tag_projection_key_33 instanceof RegExp) {
            json += asString(value_tag_projection_key_33.source)
          } else {
            json += asString(value_tag_projection_key_33.toString())
          }
        } else {
          json += asString(value_tag_projection_key_33)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/scale_targets/items/properties/tag_projection_key' does not match schema definition.")
  
      } else {
        throw new Error('"tag_projection_key" is required!')
      }
      
      const value_tag_projection_value_34 = obj["tag_projection_value"]
      if (value_tag_projection_value_34 !== undefined) {
        json += ",\"tag_projection_value\":"
        
          if (value_tag_projection_value_34 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_tag_projection_value_34 === "string" ||
            value_tag_projection_value_34 === null ||
            value_tag_projection_value_34 instanceof Date ||
            value_tag_projection_value_34 instanceof RegExp ||
            (
              typeof value_tag_projection_value_34 === "object" &&
              typeof value_tag_projection_value_34.toString === "function" &&
              value_tag_projection_value_34.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_tag_projection_value_34 !== 'string') {
          if (value_tag_projection_value_34 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_tag_projection_value_34 instanceof Date) {
            json += JSON_STR_QUOTE + value_tag_projection_value_34.toISOString() + JSON_STR_QUOTE
          } else if (value_tag_projection_value_34 instanceof RegExp) {
            json += asString(value_tag_projection_value_34.source)
          } else {
            json += asString(value_tag_projection_value_34.toString())
          }
        } else {
          json += asString(value_tag_projection_value_34)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/scale_targets/items/properties/tag_projection_value' does not match schema definition.")
  
      } else {
        throw new Error('"tag_projection_value" is required!')
      }
      
      const value_min_replicas_35 = obj["min_replicas"]
      if (value_min_replicas_35 !== undefined) {
        json += ",\"min_replicas\":"
        json += asInteger(value_min_replicas_35)
      } else {
        throw new Error('"min_replicas" is required!')
      }
      
      const value_max_replicas_36 = obj["max_replicas"]
      if (value_max_replicas_36 !== undefined) {
        json += ",\"max_replicas\":"
        json += asInteger(value_max_replicas_36)
      } else {
        throw new Error('"max_replicas" is required!')
      }
      
      const value_replicas_37 = obj["replicas"]
      if (value_replicas_37 !== undefined) {
        json += ",\"replicas\":"
        
          if (value_replicas_37 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Number.isInteger(value_replicas_37) || value_replicas_37 === null) {
            json += asInteger(value_replicas_37)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/scale_targets/items/properties/replicas' does not match schema definition.")
  
      } else {
        throw new Error('"replicas" is required!')
      }
      
      const value_last_observed_replicas_38 = obj["last_observed_replicas"]
      if (value_last_observed_replicas_38 !== undefined) {
        json += ",\"last_observed_replicas\":"
        
          if (value_last_observed_replicas_38 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Number.isInteger(value_last_observed_replicas_38) || value_last_observed_replicas_38 === null) {
            json += asInteger(value_last_observed_replicas_38)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/scale_targets/items/properties/last_observed_replicas' does not match schema definition.")
  
      } else {
        throw new Error('"last_observed_replicas" is required!')
      }
      
      const value_observability_degraded_39 = obj["observability_degraded"]
      if (value_observability_degraded_39 !== undefined) {
        json += ",\"observability_degraded\":"
        json += asBoolean(value_observability_degraded_39)
      } else {
        throw new Error('"observability_degraded" is required!')
      }
      
      const value_binding_degraded_40 = obj["binding_degraded"]
      if (value_binding_degraded_40 !== undefined) {
        json += ",\"binding_degraded\":"
        json += asBoolean(value_binding_degraded_40)
      } else {
        throw new Error('"binding_degraded" is required!')
      }
      
      const value_drift_contested_41 = obj["drift_contested"]
      if (value_drift_contested_41 !== undefined) {
        json += ",\"drift_contested\":"
        json += asBoolean(value_drift_contested_41)
      } else {
        throw new Error('"drift_contested" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous7 (obj) {
      // "#/properties/data/properties/scale_targets"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/data/properties/scale_targets' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous8(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous8(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_id_3 = obj["id"]
      if (value_id_3 !== undefined) {
        json += "{\"id\":"
        
        if (typeof value_id_3 !== 'string') {
          if (value_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_id_3 instanceof RegExp) {
            json += asString(value_id_3.source)
          } else {
            json += asString(value_id_3.toString())
          }
        } else {
          json += asString(value_id_3)
        }
        
      } else {
        throw new Error('"id" is required!')
      }
      
      const value_org_id_4 = obj["org_id"]
      if (value_org_id_4 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_4 !== 'string') {
          if (value_org_id_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_4.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_4 instanceof RegExp) {
            json += asString(value_org_id_4.source)
          } else {
            json += asString(value_org_id_4.toString())
          }
        } else {
          json += asString(value_org_id_4)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_name_5 = obj["name"]
      if (value_name_5 !== undefined) {
        json += ",\"name\":"
        
        if (typeof value_name_5 !== 'string') {
          if (value_name_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_name_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_name_5.toISOString() + JSON_STR_QUOTE
          } else if (value_name_5 instanceof RegExp) {
            json += asString(value_name_5.source)
          } else {
            json += asString(value_name_5.toString())
          }
        } else {
          json += asString(value_name_5)
        }
        
      } else {
        throw new Error('"name" is required!')
      }
      
      const value_provenance_6 = obj["provenance"]
      if (value_provenance_6 !== undefined) {
        json += ",\"provenance\":"
        
        if (typeof value_provenance_6 !== 'string') {
          if (value_provenance_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_provenance_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_provenance_6.toISOString() + JSON_STR_QUOTE
          } else if (value_provenance_6 instanceof RegExp) {
            json += asString(value_provenance_6.source)
          } else {
            json += asString(value_provenance_6.toString())
          }
        } else {
          json += asString(value_provenance_6)
        }
        
      } else {
        throw new Error('"provenance" is required!')
      }
      
      const value_domain_verdict_firing_7 = obj["domain_verdict_firing"]
      if (value_domain_verdict_firing_7 !== undefined) {
        json += ",\"domain_verdict_firing\":"
        
          if (value_domain_verdict_firing_7 === null) {
            json += JSON_STR_NULL
          }
          
          else if(typeof value_domain_verdict_firing_7 === "boolean" || value_domain_verdict_firing_7 === null) {
            json += asBoolean(value_domain_verdict_firing_7)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/domain_verdict_firing' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_firing" is required!')
      }
      
      const value_domain_verdict_reading_8 = obj["domain_verdict_reading"]
      if (value_domain_verdict_reading_8 !== undefined) {
        json += ",\"domain_verdict_reading\":"
        
          if (value_domain_verdict_reading_8 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_domain_verdict_reading_8 === "string" ||
            value_domain_verdict_reading_8 === null ||
            value_domain_verdict_reading_8 instanceof Date ||
            value_domain_verdict_reading_8 instanceof RegExp ||
            (
              typeof value_domain_verdict_reading_8 === "object" &&
              typeof value_domain_verdict_reading_8.toString === "function" &&
              value_domain_verdict_reading_8.toString !== Object.prototype.toString
            )
          ) {
            
        if (typeof value_domain_verdict_reading_8 !== 'string') {
          if (value_domain_verdict_reading_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_domain_verdict_reading_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_domain_verdict_reading_8.toISOString() + JSON_STR_QUOTE
          } else if (value_domain_verdict_reading_8 instanceof RegExp) {
            json += asString(value_domain_verdict_reading_8.source)
          } else {
            json += asString(value_domain_verdict_reading_8.toString())
          }
        } else {
          json += asString(value_domain_verdict_reading_8)
        }
        
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/domain_verdict_reading' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_reading" is required!')
      }
      
      const value_domain_verdict_expires_at_9 = obj["domain_verdict_expires_at"]
      if (value_domain_verdict_expires_at_9 !== undefined) {
        json += ",\"domain_verdict_expires_at\":"
        
          if (value_domain_verdict_expires_at_9 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_domain_verdict_expires_at_9 === "string" ||
            value_domain_verdict_expires_at_9 === null ||
            value_domain_verdict_expires_at_9 instanceof Date ||
            value_domain_verdict_expires_at_9 instanceof RegExp ||
            (
              typeof value_domain_verdict_expires_at_9 === "object" &&
              typeof value_domain_verdict_expires_at_9.toString === "function" &&
              value_domain_verdict_expires_at_9.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_domain_verdict_expires_at_9)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/domain_verdict_expires_at' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_expires_at" is required!')
      }
      
      const value_signal_headroom_10 = obj["signal_headroom"]
      if (value_signal_headroom_10 !== undefined) {
        json += ",\"signal_headroom\":"
        
          if (value_signal_headroom_10 === null) {
            json += JSON_STR_NULL
          }
          
          else if(typeof value_signal_headroom_10 === "number" || value_signal_headroom_10 === null) {
            json += asNumber(value_signal_headroom_10)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/signal_headroom' does not match schema definition.")
  
      } else {
        throw new Error('"signal_headroom" is required!')
      }
      
      const value_signal_headroom_at_11 = obj["signal_headroom_at"]
      if (value_signal_headroom_at_11 !== undefined) {
        json += ",\"signal_headroom_at\":"
        
          if (value_signal_headroom_at_11 === null) {
            json += JSON_STR_NULL
          }
          
          else if(
            typeof value_signal_headroom_at_11 === "string" ||
            value_signal_headroom_at_11 === null ||
            value_signal_headroom_at_11 instanceof Date ||
            value_signal_headroom_at_11 instanceof RegExp ||
            (
              typeof value_signal_headroom_at_11 === "object" &&
              typeof value_signal_headroom_at_11.toString === "function" &&
              value_signal_headroom_at_11.toString !== Object.prototype.toString
            )
          ) {
            json += asDateTime(value_signal_headroom_at_11)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/signal_headroom_at' does not match schema definition.")
  
      } else {
        throw new Error('"signal_headroom_at" is required!')
      }
      
      const value_updated_at_12 = obj["updated_at"]
      if (value_updated_at_12 !== undefined) {
        json += ",\"updated_at\":"
        json += asDateTime(value_updated_at_12)
      } else {
        throw new Error('"updated_at" is required!')
      }
      
      const value_member_destinations_13 = obj["member_destinations"]
      if (value_member_destinations_13 !== undefined) {
        json += ",\"member_destinations\":"
        json += anonymous2(value_member_destinations_13)
      } else {
        throw new Error('"member_destinations" is required!')
      }
      
      const value_scale_target_count_18 = obj["scale_target_count"]
      if (value_scale_target_count_18 !== undefined) {
        json += ",\"scale_target_count\":"
        json += asInteger(value_scale_target_count_18)
      } else {
        throw new Error('"scale_target_count" is required!')
      }
      
      const value_domain_verdict_contributors_19 = obj["domain_verdict_contributors"]
      if (value_domain_verdict_contributors_19 !== undefined) {
        json += ",\"domain_verdict_contributors\":"
        
          if (value_domain_verdict_contributors_19 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_domain_verdict_contributors_19)) {
            json += anonymous4(value_domain_verdict_contributors_19)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/domain_verdict_contributors' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_contributors" is required!')
      }
      
      const value_domain_verdict_firing_series_26 = obj["domain_verdict_firing_series"]
      if (value_domain_verdict_firing_series_26 !== undefined) {
        json += ",\"domain_verdict_firing_series\":"
        
          if (value_domain_verdict_firing_series_26 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_domain_verdict_firing_series_26)) {
            json += anonymous6(value_domain_verdict_firing_series_26)
          }
        
    else throw new TypeError("The value of '#/properties/data/properties/domain_verdict_firing_series' does not match schema definition.")
  
      } else {
        throw new Error('"domain_verdict_firing_series" is required!')
      }
      
      const value_scale_targets_27 = obj["scale_targets"]
      if (value_scale_targets_27 !== undefined) {
        json += ",\"scale_targets\":"
        json += anonymous7(value_scale_targets_27)
      } else {
        throw new Error('"scale_targets" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous10 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_44 = obj["code"]
      if (value_code_44 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_44 !== 'string') {
          if (value_code_44 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_44 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_44.toISOString() + JSON_STR_QUOTE
          } else if (value_code_44 instanceof RegExp) {
            json += asString(value_code_44.source)
          } else {
            json += asString(value_code_44.toString())
          }
        } else {
          json += asString(value_code_44)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_45 = obj["message"]
      if (value_message_45 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_45 !== 'string') {
          if (value_message_45 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_45 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_45.toISOString() + JSON_STR_QUOTE
          } else if (value_message_45 instanceof RegExp) {
            json += asString(value_message_45.source)
          } else {
            json += asString(value_message_45.toString())
          }
        } else {
          json += asString(value_message_45)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_46 = obj["pointer"]
      if (value_pointer_46 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_46 !== 'string') {
          if (value_pointer_46 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_46 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_46.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_46 instanceof RegExp) {
            json += asString(value_pointer_46.source)
          } else {
            json += asString(value_pointer_46.toString())
          }
        } else {
          json += asString(value_pointer_46)
        }
        
      }

      const value_hint_47 = obj["hint"]
      if (value_hint_47 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_47 !== 'string') {
          if (value_hint_47 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_47 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_47.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_47 instanceof RegExp) {
            json += asString(value_hint_47.source)
          } else {
            json += asString(value_hint_47.toString())
          }
        } else {
          json += asString(value_hint_47)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous9 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous10(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous10(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous12 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_50 = obj["code"]
      if (value_code_50 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_50 !== 'string') {
          if (value_code_50 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_50 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_50.toISOString() + JSON_STR_QUOTE
          } else if (value_code_50 instanceof RegExp) {
            json += asString(value_code_50.source)
          } else {
            json += asString(value_code_50.toString())
          }
        } else {
          json += asString(value_code_50)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_51 = obj["message"]
      if (value_message_51 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_51 !== 'string') {
          if (value_message_51 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_51 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_51.toISOString() + JSON_STR_QUOTE
          } else if (value_message_51 instanceof RegExp) {
            json += asString(value_message_51.source)
          } else {
            json += asString(value_message_51.toString())
          }
        } else {
          json += asString(value_message_51)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous11 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous12(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous12(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        
          if (value_data_1 === null) {
            json += JSON_STR_NULL
          }
          
          else if((typeof value_data_1 === "object" && !Array.isArray(value_data_1)) || value_data_1 === null) {
            json += anonymous1(value_data_1)
          }
        
    else throw new TypeError("The value of '#/properties/data' does not match schema definition.")
  
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_42 = obj["errors"]
      if (value_errors_42 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_42 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_42)) {
            json += anonymous9(value_errors_42)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      } else {
        throw new Error('"errors" is required!')
      }
      
      const value_warnings_48 = obj["warnings"]
      if (value_warnings_48 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous11(value_warnings_48)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)